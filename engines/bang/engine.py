"""BANG! rules engine: setup, turn flow, the pending-effect stack and decisions (bang.md §1, §3, §4).

Pure rules; no I/O. This module is the engine's facade: setup, the run loop, the stalemate
probe, opening decisions and the engine contract. The machinery the handlers use (drawing, damage,
dying, elimination, distance, tokens) is `BangBoard` in `board.py`; the turn's tasks and decisions
are in `flow.py`, card effects in `effects.py`, A&D in `armed.py`, all registered into the tables
of `registry.py`.

The stack (`state.stack`) holds Tasks; the top one runs first. A task that needs an answer opens
one Decision and stays on top until answered (bang.md §4; one window at a time, §3 "Windows").
When the stack is empty the active player is in phase 2 and gets a `play_turn` decision whose
default ends the phase (the turn timer of §3.2).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

from engines.bang import catalog as cat
from engines.bang import events as ev
from engines.bang.actions import ACTION_TYPES, DiscardCards, EndTurn, PlayCard
from engines.bang.board import BangBoard
from engines.bang.flow import discard_set_ok  # importing flow registers the turn flow
from engines.bang.registry import (
    ANSWERS,
    DEFAULTS,
    OPTIONS,
    PLAYS,
    POSITION_IGNORES,
    STALEMATE_SIDE,
    TASKS,
    TOKEN_CENSUS_KEY,
    TOKEN_MAX,
    TOKEN_TOTAL,
    _all_but,
    _only,
)
from engines.bang.state import BangOptions, BangState, PlayerState, Task
from engines.base import Action, Decision, Event, Model, Seat, clone, json_form, replace, to_json
from engines.common.shuffle import shuffle


class _ProbeStop(Exception):
    """Ends a stalemate probe (H1): `stalemate` tells whether the round came back unchanged."""

    def __init__(self, stalemate: bool) -> None:
        super().__init__(stalemate)
        self.stalemate = stalemate


class BangEngine(BangBoard):
    """The BANG! engine (base game; A&D-ready data model)."""

    name: ClassVar[str] = "bang"
    title: ClassVar[str] = "BANG!"
    rules_version: ClassVar[int] = 1
    min_seats: ClassVar[int] = 3
    max_seats: ClassVar[int] = 8
    state_model: ClassVar[type[BangState]] = BangState
    options_model: ClassVar[type[Model]] = BangOptions
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES
    max_steps: ClassVar[int] = 20_000

    def __init__(self, state: BangState) -> None:
        super().__init__(state)
        self._events: list[Event] = []
        self._excused: set[str] = set()
        self._play_tasks: dict[Seat, Task] = {}
        self._distance_memo: dict[Seat, dict[Seat, int]] | None = None
        """`distances_from` per seat while the play_turn answers are listed (the state is still)."""
        self._scan: dict[Any, Any] | None = None
        """Other facts remembered while the play_turn answers are listed (`scan_memo`): every card
        of the hand asks again for the same targets, reach and Dangerous cards."""
        self.plays: dict[Any, PlayCard] = PLAYS
        """Plays handed out before, by their fields (`effects.play_at` and the other targets
        functions): a PlayCard carries no decision id, so the same play is the same answer at
        every decision of every game, built once (answers are read, never mutated)."""
        self._probe: tuple[Seat, str] | None = None
        """Set on the throw-away copy that looks one round ahead for H1 (`nobody_can_act`)."""
        self._settled = False
        """Set when a decision opens (`_open`) or the game ends (`_finish`): what stops `_run`.
        Those two are the only places that append to `state.decisions` or set `state.result`,
        so the loop asks this flag instead of the state after every task."""
        self.ad: bool = state.options.expansion == "armed_and_dangerous"
        """Whether the Armed & Dangerous expansion is on. Read once: the options are the lobby's,
        fixed for the whole game, and the engine asks many times a step (every event emitted)."""

    # ------------------------------------------------------------------ setup (§1.4)
    @classmethod
    def check_options(cls, seats: int, options: Model) -> None:
        """Options are checked by their model; A&D (§2) is available."""
        assert isinstance(options, BangOptions)

    @classmethod
    def _new_state(cls, seats: int, seed: int, options: Any) -> BangState:
        eng = cls(BangState(seats=seats, seed=seed, options=options))
        eng._setup()
        return eng.state

    def _setup(self) -> None:
        """Deal roles and characters, then (after any character choices) cards (§1.4, U29)."""
        st = self.state
        catalog = cat.load_catalog()
        rng = self.rng()
        roles = catalog.roles_for(st.seats)
        shuffle(roles, rng.getrandbits)
        st.players = [PlayerState(role=r) for r in roles]
        for p in st.players:
            p.role_revealed = st.seats == 3 or p.role == "sheriff"
        chars = catalog.character_ids("base")
        if st.options.expansion == "armed_and_dangerous":
            chars += catalog.character_ids("armed_and_dangerous")
        shuffle(chars, rng.getrandbits)
        for i, p in enumerate(st.players):
            if st.options.deal_two_characters:
                p.character_options = chars[2 * i : 2 * i + 2]
            else:
                p.character = chars[i]
        deck = catalog.deck_ids("base")
        extra = catalog.deck_ids("armed_and_dangerous")
        if st.options.expansion == "armed_and_dangerous":
            deck += extra
        else:
            st.box = extra
        shuffle(deck, rng.getrandbits)
        st.deck = deck
        st.token_supply = TOKEN_TOTAL if self.ad else 0
        st.hostility = [[0] * st.seats for _ in range(st.seats)]
        first = self.first_seat()
        st.active = first
        st.stack.append(Task(kind="begin", seat=first))
        if st.options.deal_two_characters:
            order = self.clockwise_from(first, include_self=True)
            for s in reversed(order):
                st.stack.append(Task(kind="choose_character", seat=s))
        self._run()

    def first_seat(self) -> Seat:
        """The Sheriff starts; the Deputy in the 3-player variant (§1.4 step 4, §1.3.3)."""
        want = "deputy" if self.state.seats == 3 else "sheriff"
        return next(i for i, p in enumerate(self.state.players) if p.role == want)

    def _begin(self, task: Task) -> None:
        """Set life and deal cards one at a time from the first player (§1.4 step 3, U29)."""
        st = self.state
        for p in st.players:
            p.max_life = cat.character(p.character).life + (1 if p.role == "sheriff" else 0)
            p.life = p.max_life
            start = cat.character(p.character).starting_tokens if self.ad else 0
            if start:
                # Red Ringo starts with 4 tokens from the supply (§2.1).
                p.tokens = self.take_from_supply(min(start, TOKEN_MAX))
        first = task.seat
        assert first is not None
        order = self.clockwise_from(first, include_self=True)
        for rnd in range(max(p.max_life for p in st.players)):
            for s in order:
                if len(st.players[s].hand) < st.players[s].max_life and rnd < st.players[s].max_life:
                    c = self._pop_deck()
                    if c is not None:
                        st.players[s].hand.append(c)
        roles = {i: p.role for i, p in enumerate(st.players) if p.role_revealed}
        sheriff = next((i for i, p in enumerate(st.players) if p.role == "sheriff"), None)
        self._emit(
            ev.GameStarted(
                seats=st.seats, sheriff=sheriff, characters=[p.character for p in st.players], roles=roles
            )
        )
        for i, p in enumerate(st.players):
            self._emit(ev.CardsDrawn(seat=i, count=len(p.hand), audience=_all_but(i)))
            self._emit(ev.CardsDrawnPrivate(seat=i, cards=list(p.hand), audience=_only(i)))
        st.stack.append(Task(kind="start_turn", seat=first))

    # ------------------------------------------------------------------ the run loop
    def _settle(self) -> list[Event]:
        """A built position runs its task stack (an empty stack: the active player's `phase`)."""
        self._events = []
        self._excused = set()
        self._run()
        out, self._events = self._events, []
        return out

    def _run(self) -> None:
        """Run tasks until a decision is open, the game is over, or phase 2 waits for the player."""
        st = self.state
        if st.result is not None or st.decisions:
            return
        self._settled = False
        guard = 0
        while not self._settled:
            guard += 1
            if guard > 10_000:
                if self._probe is not None:
                    raise _ProbeStop(False)
                raise RuntimeError("bang: run loop does not settle")
            stack = st.stack
            if stack:
                task = stack[-1]
                TASKS[task.kind](self, task)
                continue
            active = st.active
            phase = st.phase
            if phase == "ended" or not st.players[active].alive:
                if phase != "ended":
                    self._emit(ev.TurnEnded(seat=active))
                st.phase = "ended"
                self._push(Task(kind="start_turn", seat=self.next_living(active)))
                continue
            if phase == "play":
                if self._probe is not None:
                    seat, position = self._probe
                    if active == seat:
                        raise _ProbeStop(self.position() == position)
                elif not st.deck and not st.discard and self.nobody_can_act(active):
                    # (`nobody_can_act`'s first test is inline: a card in a pile always moves)
                    self.end_in_stalemate()
                    continue
                hidden = self.secret_hand(active)
                self.ask(
                    self._play_turn_task(active),
                    "play_turn",
                    active,
                    st.options.turn_timeout_s,
                    hidden=hidden,
                )
                continue
            raise RuntimeError(f"bang: nothing to do in phase {phase}")

    # ------------------------------------------------------------------ H1: when nobody can act any more
    def position(self) -> str:
        """The state without what cannot change the future (`POSITION_IGNORES`), as JSON."""
        return to_json(replace(self.state, **POSITION_IGNORES))

    def nobody_can_act(self, seat: Seat) -> bool:
        """House ruling H1 "stalemate" (data/bang/house_rulings.yaml): both piles are empty, the
        active `seat` can only end his turn, and one round played from here — every window with
        a single answer answered with it — meets no choice and brings his next phase 2 back to this
        very position. Then every later round is the same for ever (the rules are deterministic
        and nobody chooses anything), so nobody can act any more.

        The round is played on a copy; this engine is not touched. Only positions with both piles
        empty are looked at: otherwise every phase 1 moves a card (bang.md §1.12).
        """
        st = self.state
        if st.deck or st.discard or st.stack or self._probe is not None:
            return False
        task = Task(kind="play_turn", seat=seat)
        did = st.decision_seq + 1
        opts = self.options_for(task, "play_turn", seat, did)
        if opts != [EndTurn(decision_id=did)]:
            return False
        probe = type(self)(clone(st))
        probe._probe = (seat, self.position())
        try:
            ANSWERS["play_turn"](probe, task, opts[0])
            probe._run()
        except _ProbeStop as stop:
            return stop.stalemate
        return False  # the game ended in the round: it was not stuck

    def end_in_stalemate(self) -> None:
        """H1: the game ends as a draw, nobody wins (the Result's words are in the data)."""
        ruling = cat.load_house().named("stalemate")
        assert ruling.result is not None and ruling.result.winning_side == STALEMATE_SIDE
        self._finish([], STALEMATE_SIDE, ruling.result.why, ruling.result.verdict)

    def ask(self, task: Task, kind: str, seat: Seat, timeout_s: int, *, hidden: bool = False) -> None:
        """Open a decision for the top task, or auto-resolve it (docs/ARCHITECTURE.md C5.3, bang.md §3).

        Auto-resolution happens when the only legal answer is the default and that is deducible
        from public information (`hidden` False); otherwise a window opens even with one option
        (§3 preamble) unless the option `open_windows_for_hidden_hands` is off.
        """
        did = self.state.decision_seq + 1
        opts = OPTIONS[kind](self, task, seat, did)
        default = DEFAULTS[kind](self, task, seat, did, opts)
        # The default is usually the listed answer itself (`pass_answer`, `_play_default`).
        only_default = len(opts) == 1 and opts[0] == default
        if self._probe is not None:
            # Looking ahead for H1: a real choice means the round may go differently.
            if not only_default:
                raise _ProbeStop(False)
            ANSWERS[kind](self, task, default)
            return
        if only_default and not (hidden and self.state.options.open_windows_for_hidden_hands):
            ANSWERS[kind](self, task, default)
            return
        # Open it (`open_decision` of engines.base, for a default already built) with the answers
        # just listed in the memo.
        st = self.state
        card = task.card
        st.decision_seq = did
        d = Decision(
            id=did, seat=seat, kind=kind, source_card=card, timeout_s=timeout_s, default=json_form(default)
        )
        st.decisions.append(d)
        self._settled = True
        self.remember_answers(d, opts)
        # `_emit`: a DecisionOpened is not counted
        self._events.append(
            ev.DecisionOpened(
                seat=seat,
                decision_id=did,
                decision=kind,
                source_card=card,
                timeout_s=timeout_s,
                attacker=task.src if kind != "play_turn" else None,
            )
        )

    def options_for(self, task: Task, kind: str, seat: Seat, did: int) -> list[Action]:
        """Every legal answer to a decision of `kind` for the task."""
        return OPTIONS[kind](self, task, seat, did)

    def default_for(self, task: Task, kind: str, seat: Seat, did: int, opts: list[Action]) -> Action:
        """The timeout default: legal, least revealing (§3)."""
        return DEFAULTS[kind](self, task, seat, did, opts)

    # ------------------------------------------------------------------ engine hooks
    def to_act(self) -> list[Seat]:
        """Only the newest decision is answered (one window at a time); it always has answers."""
        st = self.state
        decisions = st.decisions
        if not decisions or st.result is not None:
            return []
        return [decisions[-1].seat]

    def answerable(self, seat: Seat) -> Decision | None:
        """Only the newest decision may be answered (one window at a time, bang.md §3)."""
        decisions = self.state.decisions
        if decisions:
            d = decisions[-1]
            if d.seat == seat:
                return d
        return None

    def _play_turn_task(self, seat: Seat) -> Task:
        """The (read-only, never stacked) task a play_turn decision answers, one per seat."""
        got = self._play_tasks.get(seat)
        if got is None:
            got = self._play_tasks[seat] = Task(kind="play_turn", seat=seat)
        return got

    def answers(self, decision: Decision) -> list[Action]:
        """The legal answers to the open `decision`: those of the play_turn task, or of the
        task on top of the stack (the one that asked)."""
        seat, kind = decision.seat, decision.kind
        task = self._play_turn_task(seat) if kind == "play_turn" else self.state.stack[-1]
        return OPTIONS[kind](self, task, seat, decision.id)

    def accepts(self, decision: Decision, action: Action) -> bool:
        """One of the listed answers, or a whole-set phase-3 discard (the sets are not listed)."""
        if type(action) is DiscardCards:
            return discard_set_ok(self, decision.seat, action)
        return action in self.answers_to(decision)

    def _answer(self, seat: Seat, decision: Decision, action: Action) -> list[Event]:
        """Hand the answer to the handler of its decision's kind, then run the stack."""
        self._events = []
        self._excused = set()
        kind = decision.kind
        task = self._play_turn_task(decision.seat) if kind == "play_turn" else self.state.stack[-1]
        ANSWERS[kind](self, task, action)
        self._run()
        out, self._events = self._events, []
        return out

    # ------------------------------------------------------------------ views
    def view_for(self, viewer: Seat | None) -> Model:
        """The Perspective of `viewer` (None = the public table)."""
        from engines.bang.perspective import build_perspective

        return build_perspective(self, viewer)

    def census(self) -> Counter[str]:
        """Every physical card in every zone, box included."""
        st = self.state
        c: Counter[str] = Counter(st.deck)
        c.update(st.discard)
        c.update(st.box)
        c.update(st.store)
        c.update(st.looking)
        c.update(st.check_cards)
        c.update(st.resolving)
        for p in st.players:
            c.update(p.hand)
            c.update(p.in_play)
        if self.ad:
            # The token invariant (§2.2, §4): supply + tokens on cards and characters == 32.
            c[TOKEN_CENSUS_KEY] = self.token_count()
        return c

    def secret_ids(self, viewer: Seat | None) -> set[str]:
        """Undrawn cards, other seats' unrevealed hand cards, Kit Carlson's look (for others).

        Not the source card of an open decision: it was played face up and the window names it
        (the perspective's pending decision, DecisionOpened), wherever it is now. A reshuffle can
        bring it back into a hand while its effect still resolves (an Indians! whose kill
        reward reshuffles the discard pile and draws it); naming the card being resolved tells
        nothing about where it went."""
        st = self.state
        out = set(st.deck).difference(st.reshuffled)
        for i, p in enumerate(st.players):
            if i != viewer:
                out.update(c for c in p.hand if c not in p.revealed_hand)
        if st.looking and viewer != st.active:
            out.update(st.looking)
        for d in st.decisions:
            out.discard(d.source_card)  # type: ignore[arg-type]
        return out - self._excused

    def stats(self) -> dict[str, Any]:
        """Winning side and roles, and turns played (for simulate)."""
        r = self.state.result
        roles = sorted({self.state.players[w].role for w in r.winners}) if r else []
        side = "renegade" if roles == ["renegade"] else "outlaw" if roles == ["outlaw"] else "sheriff"
        if self.state.seats == 3 and roles:
            side = roles[0]
        if r is not None and not r.winners:
            side = STALEMATE_SIDE  # H1: nobody won
        out: dict[str, Any] = {"winning_side": side, "winning_roles": roles, "turns": self.state.turns_played}
        if self.ad:
            # §2.12: no scoring; the expansion's outcome stats, and the §2.2 invariant (1 = held).
            counts = self.state.ad_counts
            out["ad_uses"] = {k: v for k, v in counts.items() if k != "tokens_spent_or_lost"}
            out["tokens_spent_or_lost"] = counts.get("tokens_spent_or_lost", 0)
            out["token_invariant_held"] = self.token_count() == TOKEN_TOTAL
            out["survivors"] = len(self.living())
        return out
