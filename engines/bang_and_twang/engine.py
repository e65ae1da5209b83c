"""Pure rules of The Forest Dragon: Bang & Twang (bang_and_twang.md); no I/O.

Every question to a seat is a Decision (docs/ARCHITECTURE.md C5): the active player's action, each optional
or required choice inside a tune card, Request givers, Call and Response, and the reaction
windows of §4.7. The turn is a small phase machine (`TurnCtx.phase`) and a tune card is a step
machine over its YAML `steps` (`TuneCtx`), so the state is always plain JSON. The helpers and
zones the rules act on, and the catalog's derived tables, are `BangAndTwangBoard` in board.py.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engines.bang_and_twang.actions import (
    ACTION_TYPES,
    BankCard,
    ChooseSeat,
    Done,
    FlipRiff,
    GiveCard,
    MoveRiff,
    NameTriplet,
    Pass,
    PlayTune,
    React,
    RestackPick,
    RotateRiff,
    SetRiff,
    TakeBankCard,
)
from engines.bang_and_twang.board import (
    CAT,
    POINTS,
    QUIET_ROUNDS,
    REACT_OP,
    TRIPLET_OF,
    TUNE_IDS,
    TURN_CAP,
    WINDOW_CARDS,
    WINDOWS,
    BangAndTwangBoard,
)
from engines.bang_and_twang.catalog import TRIPLETS, Step
from engines.bang_and_twang.events import (
    BankRestacked,
    GameEnded,
    GameStarted,
    HandCardMoved,
    HandCardMovedPrivate,
    ReactionWindowOpened,
    TripletNamed,
    TuneCancelled,
    TunePlayed,
    TurnSkipped,
    TurnStarted,
)
from engines.bang_and_twang.perspective import build_perspective
from engines.bang_and_twang.riff import flipped, moved, rotated
from engines.bang_and_twang.state import (
    ALL_SETS,
    BangAndTwangOptions,
    BangAndTwangState,
    ReactAnswer,
    TuneCtx,
    TurnCtx,
    WindowCtx,
)
from engines.bang_and_twang.tunes import BANK_MODES, OPS, TARGET_OPS_BANK
from engines.base import (
    Action,
    Audience,
    Decision,
    Event,
    Model,
    Result,
    RuleViolation,
    Seat,
    draw_rng,
    replace,
    to_data,
)


class BangAndTwangEngine(BangAndTwangBoard):
    """The Bang & Twang engine (bang_and_twang.md)."""

    name = "bang_and_twang"
    title = "The Forest Dragon: Bang & Twang"
    min_seats = int(CAT.players["min"])
    max_seats = int(CAT.players["max"])
    state_model = BangAndTwangState
    options_model = BangAndTwangOptions
    action_types = ACTION_TYPES

    def __init__(self, state: BangAndTwangState) -> None:
        super().__init__(state)
        self._ev: list[Event] = []
        self._deck_source: list[str] | None = None
        self._deck_reactions: dict[str, list[str]] = {}
        """Per window, the reaction cards of `state.deck_tunes` in deck order (R14), computed
        once per engine: the deck's tune cards never change during a game."""

    # ---- setup (§2) ------------------------------------------------------------------------------
    @classmethod
    def check_options(cls, seats: int, options: Model) -> None:
        """Refuse inconsistent lobby options (§10)."""
        assert isinstance(options, BangAndTwangOptions)
        if options.first_player is not None and not 0 <= options.first_player < seats:
            raise RuleViolation("bad_first_player")
        if options.tune_mode == "double" and cls.second_set(options) == options.tune_set:
            raise RuleViolation("same_tune_sets")
        if options.tune_mode == "wondertunes":
            if options.wondertunes_mode == "custom":
                cards = options.wondertunes_cards
                if len(cards) != CAT.deck_per_game["tune_cards"] or len(set(cards)) != len(cards):
                    raise RuleViolation("bad_wondertunes_cards")
                if any(c not in CAT.tunes for c in cards):
                    raise RuleViolation("bad_wondertunes_cards")
            elif not options.wondertunes_pool:
                raise RuleViolation("empty_wondertunes_pool")

    @staticmethod
    def second_set(options: BangAndTwangOptions) -> str:
        """Double tune's second set: chosen, or the next in §4 order after the first (§10)."""
        if options.second_tune_set is not None:
            return options.second_tune_set
        return ALL_SETS[(ALL_SETS.index(options.tune_set) + 1) % len(ALL_SETS)]

    @classmethod
    def _tune_cards(cls, options: BangAndTwangOptions, state: BangAndTwangState) -> list[str]:
        """The tune cards shuffled into this game's deck (§1.4, §6)."""
        by_set = {s.id: [c.id for c in s.cards] for s in CAT.tune_sets}
        if options.tune_mode == "single":
            return list(by_set[options.tune_set])
        if options.tune_mode == "double":
            return by_set[options.tune_set] + by_set[cls.second_set(options)]
        if options.wondertunes_mode == "custom":
            return list(options.wondertunes_cards)
        pool = [c for sid in ALL_SETS if sid in options.wondertunes_pool for c in by_set[sid]]
        rng = _draw(state)
        return rng.sample(pool, min(len(pool), CAT.deck_per_game["tune_cards"]))

    @classmethod
    def _new_state(cls, seats: int, seed: int, options: Any) -> BangAndTwangState:
        """Set up the riff, the 24-card deck, the hands of two and the first turn (§2)."""
        opts: BangAndTwangOptions = options
        s = BangAndTwangState(seats=seats, seed=seed, options=opts)
        tunes = cls._tune_cards(opts, s)
        s.deck_tunes = list(tunes)
        s.box = [c for c in CAT.tunes if c not in tunes]
        deck = [*CAT.seq, *tunes]
        _draw(s).shuffle(deck)
        s.draw = deck
        riff = opts.starting_riff
        if riff == "random":
            riff = _draw(s).choice(["BBB", "TTT"])
        s.riff = riff
        s.direction = 1 if opts.direction == "clockwise" else -1
        s.first_seat = opts.first_player if opts.first_player is not None else _draw(s).randrange(seats)
        s.hands = [[] for _ in range(seats)]
        s.banks = [[] for _ in range(seats)]
        s.orchestra = [[] for _ in range(seats)]
        s.refresh_to = [CAT.hand.refresh_to] * seats
        s.pending_extra = [0] * seats
        s.pending_skips = [0] * seats
        for _ in range(CAT.hand.refresh_to):
            for k in range(seats):
                seat = (s.first_seat + k * s.direction) % seats
                s.hands[seat].append(s.draw.pop())
        eng = cls(s)
        eng.emit(
            GameStarted(
                seats=seats,
                riff=riff,
                first_seat=s.first_seat,
                direction=s.direction,
                tunes=[CAT.tunes[c].name for c in tunes],
            )
        )
        eng._start_turn(s.first_seat, "regular")
        eng._advance()
        return s

    # ---- turn flow (§3, §4.7, §4.8) ---------------------------------------------------------------
    def _settle(self) -> list[Event]:
        """A built position with no turn set starts `first_seat`'s regular turn; then the turn
        machine runs from the phase of `current` until a seat must answer."""
        self._ev = []
        if self.state.current is None:
            self._start_turn(self.state.first_seat, "regular")
        self._advance()
        return self._ev

    def _start_turn(self, seat: int, kind: str) -> None:
        st = self.state
        st.current = TurnCtx(seat=seat, kind=kind)  # type: ignore[arg-type]
        st.turn += 1
        self._ev.append(TurnStarted(seat=seat, turn_kind=kind))

    def _advance(self) -> None:
        """Run the turn machine until a seat must answer a decision or the game ends."""
        st = self.state
        while st.result is None and not st.decisions:
            turn = st.current
            assert turn is not None
            ph = turn.phase
            seat = turn.seat
            # A phase that opens no decision and does not end the game goes straight on to the next
            # one below, as another pass of the loop would.
            if ph == "begin" or ph == "recheck":
                # §3.1 start-of-turn check; Cut In window after it (§4.7.1), not on a re-check (R23).
                if not st.hands[seat] and not st.draw:  # out of cards (§5, R7)
                    self._end_game("out_of_cards")
                    return
                starting = ph == "begin"
                turn.phase = ph = "act"
                if starting and self._open_window("turn_start"):
                    turn.phase = "cut_in_window"
                    continue
            elif ph == "after_action":
                # §3.6 end-of-action check, then the action-resolved window (§4.7.3).
                if not st.hands[seat] and not st.draw:  # out of cards (§5, R7)
                    self._end_game("out_of_cards")
                    return
                turn.phase = ph = "refresh"
                if self._open_window("action_resolved"):
                    turn.phase = "action_window"
                    continue
            if ph == "act":
                turn.riff_changed = False
                turn.banked = []
                self.ask(seat, "take_action")
            elif ph == "refresh":
                turn.quiet_counts = not st.draw  # R22: counting starts once the pile is empty
                self._refresh(seat)
                turn.phase = "end"
                self._end_turn()
            elif ph == "end":
                self._end_turn()
            elif ph == "may_bank":
                self.ask(seat, "may_bank")
            elif ph == "tune":
                self._run_tune()
            else:  # a window phase with no decision left cannot happen
                raise AssertionError(f"stuck in phase {ph}")

    def _end_turn(self) -> None:
        """Close a turn: stall count (R12/R22), then the next turn (§4.8)."""
        s = self.state
        turn = s.current
        assert turn is not None
        s.turns_taken = turns = s.turns_taken + 1
        if not turn.quiet_counts or turn.progress:
            s.quiet = 0
        else:
            s.quiet = quiet = s.quiet + 1
            if quiet >= QUIET_ROUNDS * s.seats:
                self._end_game("stall")
                return
        if turns >= TURN_CAP:
            self._end_game("turn_cap")
            return
        if turn.kind == "cut_in":
            # §4.7: the interrupted player's start-of-turn check is made again, then their turn.
            back = s.interrupted
            assert back is not None
            s.interrupted = None
            back.phase = "recheck"
            back.tune = None
            s.current = back
            s.turn += 1
            self.emit(TurnStarted(seat=back.seat, turn_kind=back.kind, resumed=True))
            return
        seat = turn.seat
        pending_extra = s.pending_extra
        if pending_extra[seat] > 0:
            pending_extra[seat] -= 1
            nxt = (seat, "extra")
        else:
            nxt = ((seat + s.direction) % s.seats, "regular")  # seat_after
        while s.pending_skips[nxt[0]] > 0:
            # §4.8 skip: the turn does not happen at all; play moves on to the turn after it.
            t, kind = nxt
            s.pending_skips[t] -= 1
            self.emit(TurnSkipped(seat=t))
            self.say(f"P{t + 1} is skipped")
            if kind == "extra" and s.pending_extra[t] > 0:
                s.pending_extra[t] -= 1
                nxt = (t, "extra")
            else:
                nxt = (self.seat_after(t), "regular")
        self._start_turn(*nxt)

    def _end_game(self, reason: str) -> None:
        """Score the banks; most points wins, ties shared or broken by card count (§5)."""
        s = self.state
        scores = [sum(POINTS[c] for c in bank) for bank in s.banks]
        top = max(scores)
        winners = [i for i, v in enumerate(scores) if v == top]
        if s.options.tie == "most_banked_cards" and len(winners) > 1:
            most = max(len(s.banks[i]) for i in winners)
            winners = [i for i in winners if len(s.banks[i]) == most]
        names = " & ".join(f"Seat {i + 1}" for i in winners)
        points = f"{top} point{'' if top == 1 else 's'}"
        summary = f"{names} {'win' if len(winners) > 1 else 'wins'} with {points}"
        s.result = Result(winners=winners, scores=[float(v) for v in scores], summary=summary)
        s.end_reason = reason  # type: ignore[assignment]
        s.end_seat = s.current.seat if s.current is not None else None
        s.decisions = []
        s.window = None
        self.emit(GameEnded(reason=reason, scores=scores, winners=winners))  # type: ignore[arg-type]

    # ---- reaction windows (§4.7, R14) ----------------------------------------------------------
    def _deck_reactions_for(self, window: str) -> list[str]:
        """The reaction cards for `window` in this game's deck, in deck order (do not mutate)."""
        deck = self.state.deck_tunes
        if self._deck_source is not deck:
            self._deck_source = deck
            self._deck_reactions = {w: [c for c in deck if c in WINDOW_CARDS[w]] for w in WINDOWS}
        return self._deck_reactions[window]

    def live_reactions(self, window: str) -> list[str]:
        """Reaction cards for `window` in this game's deck and not yet discarded (R14)."""
        discard = self.state.discard
        return [c for c in self._deck_reactions_for(window) if c not in discard]

    def _heckle_targets(self, reactor: int) -> list[int]:
        """Seats (not the reactor) whose sequence card banked this action is still on top."""
        s = self.state
        cur = s.current
        assert cur is not None
        out: list[int] = []
        for seat, card in cur.banked:
            if seat != reactor and s.banks[seat] and s.banks[seat][-1] == card and seat not in out:
                out.append(seat)
        return out

    def _window_seats(self, window: str) -> list[int]:
        """Eligible seats, on public facts only: others with cards in hand (R14)."""
        s = self.state
        cur = s.current
        assert cur is not None
        if cur.kind == "cut_in" and not CAT.reaction_windows.during_cut_in_turn:
            return []  # §4.7: no reactions during a Cut In turn (no chains)
        live = self.live_reactions(window)
        if not live:
            return []
        seats = [t for t in self.order_after(cur.seat) if s.hands[t]]
        if window == "action_resolved":
            ops = {REACT_OP[c] for c in live}
            quick = "react_bank_on_riff_change" in ops and cur.riff_changed
            heckle = "react_steal_banked" in ops
            seats = [t for t in seats if quick or (heckle and self._heckle_targets(t))]
        return seats

    def _open_window(self, window: str) -> bool:
        """Open a window with a Pass-by-default decision for every eligible seat (§4.7, R14)."""
        deck = self.state.deck_tunes
        reactions = (
            self._deck_reactions[window] if deck is self._deck_source else self._deck_reactions_for(window)
        )
        if not reactions:
            return False  # no reaction card for it in this deck: it never opens
        seats = self._window_seats(window)
        if not seats:
            return False
        s = self.state
        s.window = WindowCtx(kind=window, order=seats)  # type: ignore[arg-type]
        self._ev.append(ReactionWindowOpened(window=window, seats=list(seats)))
        for t in seats:
            self.ask(t, f"react_{window}", auto=False)
        return True

    def _resolve_window(self) -> None:
        """One reaction per window: the first reactor in turn direction wins (§4.7)."""
        s = self.state
        w = s.window
        cur = s.current
        assert w is not None and cur is not None
        s.window = None
        by_seat = {r.seat: r for r in w.reacts}
        win = next((by_seat[t] for t in w.order if t in by_seat), None)
        if win is not None:
            s.hands[win.seat].remove(win.card)
            s.discard.append(win.card)
            cur.progress = True
            self.emit(TunePlayed(seat=win.seat, card=win.card, name=CAT.tunes[win.card].name, reaction=True))
            self.say(f"P{win.seat + 1} reacts: {CAT.tunes[win.card].name}")
        if w.kind == "turn_start":
            if win is None:
                cur.phase = "act"
                return
            # Cut In (U5): a full turn for the reactor, then the interrupted turn goes ahead.
            cur.phase = "recheck"
            s.interrupted = cur
            self._start_turn(win.seat, "cut_in")
            return
        if w.kind == "tune_played":
            if win is None:
                cur.phase = "tune"
                return
            # Shush! (U6, R23): the cancelled card is discarded first, then Shush!.
            card = s.played.pop()
            s.discard.insert(len(s.discard) - 1, card)
            self.emit(TuneCancelled(seat=cur.seat, card=card, by=win.seat))
            self._refresh(win.seat)
            cur.tune = None
            cur.shushed = True
            cur.phase = "act"
            return
        cur.phase = "refresh"
        if win is None:
            return
        if REACT_OP[win.card] == "react_steal_banked" and win.target is not None:
            # Heckle (U7): the card just banked moves on top of the reactor's bank (R13: not guarded).
            self.move_bank_card(win.seat, win.target, len(s.banks[win.target]) - 1, "heckle")
        elif REACT_OP[win.card] == "react_bank_on_riff_change" and win.bank is not None:
            self.bank_from_hand(win.seat, win.bank, "quick_ears")
        self._refresh(win.seat)

    # ---- tune cards (§4) -----------------------------------------------------------------------------
    def _play_tune(self, seat: int, card: str) -> None:
        """Show a tune card; a reaction card played on your own turn has no effect (R20)."""
        s = self.state
        cur = s.current
        assert cur is not None
        s.hands[seat].remove(card)
        cur.progress = True
        tune = CAT.tunes[card]
        self._ev.append(TunePlayed(seat=seat, card=card, name=tune.name, no_effect=tune.reaction))
        self.say(f"P{seat + 1} plays {tune.name}")
        if tune.reaction:
            s.discard.append(card)
            cur.phase = "after_action"
            return
        s.played.append(card)
        cur.tune = TuneCtx(card=card, seat=seat, steps=[replace(st) for st in tune.steps])
        cur.phase = "tune"
        if self._open_window("tune_played"):
            cur.phase = "shush_window"

    def _run_tune(self) -> None:
        """Carry out the next step of the tune card (printed order, §3.2 D; R10 skips)."""
        s = self.state
        cur = s.current
        assert cur is not None and cur.tune is not None
        ctx = cur.tune
        if ctx.i >= len(ctx.steps):
            if ctx.card in s.played:
                s.played.remove(ctx.card)
                s.discard.append(ctx.card)
            cur.tune = None
            cur.phase = "after_action"
            return
        step = ctx.steps[ctx.i]
        if ctx.over or OPS[step.op](self, ctx, step):
            # the next step starts afresh
            ctx.i += 1
            ctx.done = ctx.banked = ctx.stage = 0
            ctx.used = []
            ctx.target = None
            ctx.peek = []
            ctx.over = False

    def targets(self, ctx: TuneCtx, step: Step) -> list[int]:
        """Legal chosen targets of a step, in turn direction after the player (§4.0, guard)."""
        s = self.state
        others = self.order_after(ctx.seat)
        if step.op in TARGET_OPS_BANK:
            return [t for t in others if s.banks[t] and not self.guarded(t)]
        if step.op == "take_random_hand":
            return [t for t in others if s.hands[t]]
        return others

    def ask(self, seat: int, kind: str, auto: bool = True) -> None:
        """Open a decision, or answer it at once when its default is the only legal answer (C5)."""
        st = self.state
        did = st.decision_seq + 1
        cur = st.current
        if kind == "take_action":  # most questions: skip the dispatch of options_for
            assert cur is not None
            answers, default = self._std(seat, did, tunes=not cur.shushed)
        else:
            answers, default = self.options_for(seat, kind, did)
        if auto and len(answers) == 1:
            self._resolve(seat, kind, answers[0])
            return
        tune = cur.tune if cur is not None else None
        react = kind.startswith("react_")
        o = st.options
        # `Engine.open_decision`, with the answers already listed kept for the position
        st.decision_seq = did
        d = Decision(
            id=did,
            seat=seat,
            kind=kind,
            source_card=tune.card if tune is not None else None,
            timeout_s=o.reaction_window_s if react else o.decision_timeout_s,
            default=to_data(default),
            optional=react,  # §4.7 reaction windows: passing is the normal answer
        )
        st.decisions.append(d)
        self.remember_answers(d, answers)

    # ---- legal answers per decision kind ---------------------------------------------------------
    def _std(self, seat: int, did: int, tunes: bool) -> tuple[list[Action], Action]:
        """Standard actions A-C (and D when `tunes`); empty hand: flip or move only (§3.1, R9)."""
        st = self.state
        hand = st.hands[seat]
        riff = st.riff
        changes = self.riff_changes(did)  # the 3 flips, then the moves
        matches = [c for c in hand if TRIPLET_OF.get(c) == riff]
        if matches:
            acts: list[Action] = [BankCard(decision_id=did, card=c) for c in matches]
            default = acts[matches.index(self.best(matches))]
            acts += changes
        else:
            acts, default = changes, changes[0]
        if tunes:
            acts += [PlayTune(decision_id=did, card=c) for c in hand if c in TUNE_IDS]
        return acts, default

    def _banks(
        self, seat: int, did: int, mode: str = "match", max_diff: int = 1
    ) -> tuple[list[Action], Action]:
        """Optional bank: the fitting cards plus Done; the default banks the best (R3, §8)."""
        fitting = [c for c in self.state.hands[seat] if self.fits(c, mode, max_diff)]
        acts: list[Action] = [BankCard(decision_id=did, card=c) for c in fitting]
        done = Done(decision_id=did)
        acts.append(done)
        return acts, (acts[fitting.index(self.best(fitting))] if fitting else done)

    def options_for(self, seat: int, kind: str, did: int) -> tuple[list[Action], Action]:
        """(legal answers, default) of a decision of `kind` asked of `seat` now."""
        s = self.state
        cur = s.current
        assert cur is not None
        if kind == "take_action":
            return self._std(seat, did, tunes=not cur.shushed)
        if kind in ("may_bank", "call_and_response"):
            return self._banks(seat, did)
        if kind.startswith("react_"):
            return self._react_options(seat, kind[len("react_") :], did)
        ctx = cur.tune
        step = ctx.steps[ctx.i] if ctx is not None and ctx.i < len(ctx.steps) else None
        assert ctx is not None and step is not None
        done = Done(decision_id=did)
        if kind == "standard_action":
            return self._std(seat, did, tunes=False)
        if kind == "tune_bank":
            return self._banks(seat, did, BANK_MODES[step.op], step.max_differences or 1)
        if kind == "tune_flip":
            slots = [i for i in (1, 2, 3) if not (step.distinct and i in ctx.used)]
            acts: list[Action] = [FlipRiff(decision_id=did, slot=i) for i in slots]
            if ctx.done >= (step.min or 0):
                acts.append(done)
                return acts, done
            return acts, acts[0]
        if kind == "tune_move":
            return [*self.riff_moves(did), done], done
        if kind == "tune_change":
            acts = []
            if ctx.done < int(step.max or 1):
                acts += self.riff_changes(did)  # the 3 flips, then the moves
            default: Action = done
            if step.bank_match_anytime and ctx.banked < step.bank_match_anytime:
                banks, default = self._banks(seat, did)
                acts += banks[:-1]
            acts.append(done)
            return acts, default
        if kind == "tune_rotate":
            acts = [
                RotateRiff(decision_id=did, side=side)  # type: ignore[arg-type]
                for side in ("left_to_end", "right_to_front")
                if rotated(s.riff, side) != s.riff
            ]
            return [*acts, done], done
        if kind == "tune_set_riff":
            acts = [SetRiff(decision_id=did, triplet=t) for t in TRIPLETS]
            return acts, acts[0]
        if kind == "name_triplet":
            acts = [NameTriplet(decision_id=did, triplet=t) for t in TRIPLETS]
            return acts, acts[0]
        if kind == "choose_target":
            acts = [ChooseSeat(decision_id=did, seat=t) for t in self.targets(ctx, step)]
            return acts, acts[0]
        if kind == "peek_take":
            acts = [TakeBankCard(decision_id=did, depth=d) for d in range(len(ctx.peek))]
            return acts, acts[0]
        if kind == "restack":
            acts = [RestackPick(decision_id=did, position=p) for p in range(len(ctx.rest))]
            return [*acts, done], done
        if kind == "give_card":
            mine = [c for c in s.hands[seat] if c in CAT.seq and CAT.seq[c].triplet == ctx.triplet]
            acts = [GiveCard(decision_id=did, card=c) for c in mine]
            low = min(mine, key=lambda c: (POINTS[c], mine.index(c)))
            return acts, acts[mine.index(low)]
        raise AssertionError(f"unknown decision kind {kind}")

    def _react_options(self, seat: int, window: str, did: int) -> tuple[list[Action], Action]:
        """Pass, plus a React for each reaction card held whose trigger applies (§4.7)."""
        s = self.state
        cur = s.current
        assert cur is not None
        default = Pass(decision_id=did)
        acts: list[Action] = [default]
        for c in s.hands[seat]:
            if c not in WINDOW_CARDS[window]:
                continue
            op = REACT_OP[c]
            if op == "react_steal_banked":
                acts += [React(decision_id=did, card=c, target=t) for t in self._heckle_targets(seat)]
            elif op == "react_bank_on_riff_change":
                if cur.riff_changed:
                    acts += [React(decision_id=did, card=c, bank=b) for b in s.hands[seat] if self.fits(b)]
                    acts.append(React(decision_id=did, card=c))
            else:
                acts.append(React(decision_id=did, card=c))
        return acts, default

    # ---- answers ---------------------------------------------------------------------------------------
    def _answer(self, seat: Seat, decision: Decision, action: Action) -> list[Event]:
        """The engine hook: apply `seat`'s answer to `decision` (already closed), then run the
        turn machine until the next question."""
        self._ev = []
        self._resolve(seat, decision.kind, action)
        self._advance()
        return self._ev

    def _resolve(self, seat: int, kind: str, a: Action) -> None:
        """Apply a (validated) answer to a question of `kind`; it only updates the state,
        `_advance` moves on."""
        s = self.state
        cur = s.current
        assert cur is not None
        if kind == "take_action" or kind == "may_bank":
            # An answer is one of the listed objects or equal to one, so of exactly its class.
            t = type(a)
            if t is BankCard:
                self.bank_from_hand(seat, a.card, "match")  # type: ignore[attr-defined]
                cur.phase = "after_action"
            elif t is FlipRiff or t is MoveRiff:
                self._riff_action(seat, a)
                has_match = s.riff in map(TRIPLET_OF.get, s.hands[seat])
                cur.phase = "may_bank" if has_match else "after_action"
            elif t is PlayTune:
                self._play_tune(seat, a.card)  # type: ignore[attr-defined]
            else:
                cur.phase = "after_action"
            return
        if kind.startswith("react_"):
            if isinstance(a, React):
                assert s.window is not None
                s.window.reacts.append(ReactAnswer(seat=seat, card=a.card, target=a.target, bank=a.bank))
            if not any(d.kind.startswith("react_") for d in s.decisions):
                self._resolve_window()
            return
        ctx = cur.tune
        assert ctx is not None
        step = ctx.steps[ctx.i]
        if kind == "standard_action":
            # Double Time (U3): each standard action may bank once; after a flip/move, a bank step.
            if isinstance(a, BankCard):
                self.bank_from_hand(seat, a.card, "match")
            else:
                self._riff_action(seat, a)
                ctx.steps.insert(ctx.i + 1, Step(op="bank_match", max=1))
            ctx.over = True
        elif kind in ("tune_bank", "call_and_response"):
            if isinstance(a, BankCard):
                self.bank_from_hand(seat, a.card, step.op if kind == "tune_bank" else "call_and_response")
                ctx.banked += 1
                ctx.over = kind == "call_and_response"
            else:
                ctx.over = True
        elif kind in ("tune_flip", "tune_move", "tune_rotate", "tune_change"):
            if isinstance(a, Done):
                ctx.over = True
            elif isinstance(a, BankCard):
                self.bank_from_hand(seat, a.card, "match")
                ctx.banked += 1
            else:
                self._riff_action(seat, a)
                ctx.done += 1
                if isinstance(a, FlipRiff):
                    ctx.used.append(a.slot)
        elif kind == "tune_set_riff":
            assert isinstance(a, SetRiff)
            self.change_riff(seat, a.triplet, "set")
            ctx.over = True
        elif kind == "choose_target":
            assert isinstance(a, ChooseSeat)
            ctx.target = a.seat
        elif kind == "peek_take":
            assert isinstance(a, TakeBankCard) and ctx.target is not None
            bank = s.banks[ctx.target]
            self.move_bank_card(seat, ctx.target, len(bank) - 1 - a.depth, "peek_take")
            ctx.over = True
        elif kind == "restack":
            if isinstance(a, RestackPick):
                ctx.placed.append(ctx.rest.pop(a.position))
            if isinstance(a, Done) or len(ctx.rest) <= 1:
                s.banks[seat] = ctx.placed + ctx.rest
                self.emit(BankRestacked(seat=seat))
                self.say(f"P{seat + 1} restacks their bank")
                ctx.over = True
        elif kind == "name_triplet":
            assert isinstance(a, NameTriplet)
            ctx.triplet = a.triplet
            ctx.givers = self.order_after(seat)
            self.emit(TripletNamed(seat=seat, triplet=a.triplet))
            self.say(f"P{seat + 1} requests {a.triplet}")
        elif kind == "give_card":
            assert isinstance(a, GiveCard)
            self.move_hand_card(ctx.seat, seat, a.card, "request")
            ctx.givers.pop(0)
        else:
            raise AssertionError(f"unknown decision kind {kind}")

    def _riff_action(self, seat: int, a: Action) -> None:
        t = type(a)  # exactly the class of a listed answer (see _answer)
        if t is FlipRiff:
            slot = a.slot  # type: ignore[attr-defined]
            self.change_riff(seat, flipped(self.state.riff, slot), "flip", slot)
        elif t is MoveRiff:
            src, dst = a.src, a.dst  # type: ignore[attr-defined]
            self.change_riff(seat, moved(self.state.riff, src, dst), "move", src, dst)
        elif t is RotateRiff:
            self.change_riff(
                seat, rotated(self.state.riff, a.side), "rotate", 1 if a.side == "left_to_end" else 3
            )

    def note_handover(self, card: str, giver: int, public: bool = False) -> None:
        """After a hand-to-hand move only the giver (and the receiver) know where `card` is (R18).

        `public`: the whole hand moved openly (Pass the Music, Swap Hands), so a card revealed
        earlier stays public knowledge.
        """
        s = self.state
        s.known = [k for k in s.known if k[1] != card]
        s.known.append((giver, card))
        if not public and card in s.revealed:
            s.revealed.remove(card)

    def knows(self, viewer: int | None, card: str) -> bool:
        """Whether `viewer` may know the hand `card` sits in (revealed, or they handed it over)."""
        s = self.state
        return card in s.revealed or (viewer is not None and (viewer, card) in s.known)

    def move_hand_card(self, taker: int, source: int, card: str, how: str) -> None:
        """Move a card between hands (Sleight of Hand, Request); the card is shown to both (R18)."""
        s = self.state
        s.hands[source].remove(card)
        s.hands[taker].append(card)
        self.note_handover(card, source)
        self.emit(HandCardMoved(seat=taker, source=source, how=how))  # type: ignore[arg-type]
        pair = Audience(only=frozenset({taker, source}))
        self.emit(HandCardMovedPrivate(seat=taker, source=source, card=card, audience=pair))
        self.say(f"P{taker + 1} takes a card from P{source + 1}'s hand")

    # ---- engine hooks ---------------------------------------------------------------------------------------
    def to_act(self) -> list[Seat]:
        """The seats with a decision open (every decision has at least one answer)."""
        st = self.state
        if st.result is not None:
            return []
        decisions = st.decisions
        if len(decisions) == 1:  # the usual case: one question open
            return [decisions[0].seat]
        return sorted({d.seat for d in decisions})

    def answers(self, decision: Decision) -> list[Action]:
        """Every legal answer to an open decision (the engine hook)."""
        return self.options_for(decision.seat, decision.kind, decision.id)[0]

    def view_for(self, viewer: Seat | None) -> Model:
        """The Perspective of `viewer` (None = the public table)."""
        return build_perspective(self, viewer)

    def census(self) -> Counter[str]:
        """Every card in every zone (draw, hands, banks, discard, box, removed, orchestra, shown)."""
        s = self.state
        c: Counter[str] = Counter(s.draw)
        for pile in (*s.hands, *s.banks, *s.orchestra, s.discard, s.box, s.removed, s.played):
            c.update(pile)
        return c

    def secret_ids(self, viewer: Seat | None) -> set[str]:
        """Undrawn cards, other hands (unless open hands, revealed or handed over by the viewer) and,
        for random Wondertunes,
        the box (bank contents are not secret ids: every banked card was announced, R18)."""
        s = self.state
        out = set(s.draw)
        if not s.options.open_hands:
            for seat, hand in enumerate(s.hands):
                if seat != viewer:
                    out.update(c for c in hand if not self.knows(viewer, c))
        if s.options.tune_mode == "wondertunes" and s.options.wondertunes_mode == "random":
            out.update(s.box)
        return out


def _draw(state: BangAndTwangState) -> random.Random:
    """The game's RNG for one draw (docs/ARCHITECTURE.md C6)."""
    return draw_rng(state)
