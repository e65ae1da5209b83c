"""Whizz Bing Bang rules engine (whizz_bing_bang.md §3–§6, §8); pure, clock-free.

Time enters only as data. Player inputs carry the Discord timestamp they were made at and are
buffered; they are ruled in (timestamp, snowflake) order, never in arrival order (W22). A correct
call by the active seat is applied as soon as nothing earlier is held; anything that starts or
settles a punishment waits until the clock (moved only by `Tick`) has passed its instant plus the
grace period (W22, W24). The state machine is §5.5.
"""

from __future__ import annotations

from bisect import insort
from typing import Any, ClassVar

from engines.base import Action, Audience, Event, Result, RuleViolation, Seat, replace
from engines.whizz_bing_bang.actions import (
    ACTION_TYPES,
    Call,
    PickToken,
    Punish,
    Shown,
    Slap,
    Tick,
)
from engines.whizz_bing_bang.catalog import CALL_SOUNDS, TOKEN_ORDER, load_catalog, sound_of
from engines.whizz_bing_bang.events import (
    BoomRanked,
    CardCalled,
    DeckReshuffled,
    GameEnded,
    InputIgnored,
    MistakeRuled,
    NobodyPunished,
    PlayRestarted,
    RankEntry,
    RoundScored,
    RoundStarted,
    TokenGiven,
    TokenPeeked,
)
from engines.whizz_bing_bang.state import (
    CallCtx,
    LateMistake,
    Pending,
    RaceRuled,
    Tap,
    WhizzBingBangOptions,
    WhizzBingBangState,
)
from engines.whizz_bing_bang.views import WhizzBingBangViews

INPUT_TYPES = (Call, Slap, Punish, PickToken)


def _next_same_direction(direction: int) -> tuple[int, int]:
    """Whizz: the next player in the current direction (§4)."""
    return direction, 1


def _reverse_then_next(direction: int) -> tuple[int, int]:
    """Bing: the direction reverses; the next player in the new direction (§4)."""
    return -direction, 1


def _skip_next_same_direction(direction: int) -> tuple[int, int]:
    """Bang: same direction, the next player is skipped (§4)."""
    return direction, 2


TURN_EFFECTS = {
    "next_same_direction": _next_same_direction,
    "reverse_then_next": _reverse_then_next,
    "skip_next_same_direction": _skip_next_same_direction,
}
"""Handlers of the sounds' `effect` ids (data/whizz_bing_bang): direction and step of a call."""
REVEAL_EFFECTS = {"everyone_slaps"}
"""Effects of a revealed card: a Boom opens the slap window (§4.1); it is never called."""
SNOWFLAKE_MS_SHIFT = 1 << 22
"""Discord snowflakes hold the ms timestamp above 22 bits (used for generated inputs)."""


def _key(p: Pending) -> tuple[int, int]:
    return (p.at, p.sf)


class WhizzBingBangEngine(WhizzBingBangViews):
    """The Whizz Bing Bang engine. See the module docstring for the timing model."""

    name: ClassVar[str] = "whizz_bing_bang"
    title: ClassVar[str] = "Whizz Bing Bang"
    rules_version: ClassVar[int] = 3
    """2: the house rulings W29 (presses before a round's table) and W30 (double taps).
    3: W28 handicaps in the race to punish, W30 after any press (counted or ignored), W31 late claims."""
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 6
    state_model = WhizzBingBangState
    options_model = WhizzBingBangOptions
    action_types = ACTION_TYPES

    # ---- setup ---------------------------------------------------------------------------------
    @classmethod
    def check_options(cls, seats: int, options: Any) -> None:
        """2 players only with the house option (§7); the host's first seat must exist (§3)."""
        cat = load_catalog()
        if seats < cat.players.min and not options.two_players:
            raise RuleViolation("two_players_option_off", min=cat.players.min)
        if options.first_player == "host_choice" and not 0 <= options.first_seat < seats:
            raise RuleViolation("bad_first_seat")
        if options.player_handicap_ms and len(options.player_handicap_ms) != seats:
            raise RuleViolation("bad_handicaps")
        physical = (
            cat.timing.physical_slow_limit_beginner
            if options.timing == "beginner"
            else cat.timing.physical_slow_limit_expert
        )
        if physical + options.latency_allowance_ms < cat.timing.boom_token_min_slow_limit:
            # §5.2 fairness note: never punish slowness with a Boom token before 2 s
            raise RuleViolation("slow_limit_below_2s")

    @classmethod
    def _new_state(cls, seats: int, seed: int, options: Any) -> WhizzBingBangState:
        cat = load_catalog()
        st = WhizzBingBangState(
            seats=seats,
            seed=seed,
            options=options,
            totals=[0] * seats,
            last_round_scores=[0] * seats,
        )
        eng = cls(st)
        starter = options.first_seat if options.first_player == "host_choice" else eng.rng().randrange(seats)
        st.draw = cat.card_ids()
        eng._start_round(starter, None, [])
        return st

    def _settle(self) -> list[Event]:
        """A built position with no round set up (`ctx` None) gets one, started by the options'
        `first_seat`; then whatever the clock already allows is ruled (the table waits for the
        next input or `Tick`)."""
        ev: list[Event] = []
        st = self.state
        if st.ctx is None and st.phase == "call" and st.result is None:  # slap and punish have no ctx
            self._start_round(self.options.first_seat, None, ev)
        self._advance(ev)
        return ev

    def _start_round(self, starter: Seat, at: int | None, ev: list[Event]) -> None:
        """Set up a round (§3): fresh tokens, the deck reshuffled around a face-up Whizz."""
        st = self.state
        n = st.seats
        st.given = [0] * n
        st.received = [[] for _ in range(n)]
        st.peeks = [[] for _ in range(n)]
        st.rows = [list(TOKEN_ORDER) for _ in range(n)]
        if st.options.token_hunt:
            self._reshuffle_rows()
        cards = st.draw + st.discard
        cards.sort()
        self.rng().shuffle(cards)
        whizz = next(i for i, c in enumerate(cards) if sound_of(c) == "whizz")
        st.discard = [cards.pop(whizz)]
        st.draw = cards
        st.direction = 1
        st.phase = "call"
        st.ctx = CallCtx(active=starter, expected="whizz", start_ms=at, round_start=True)
        st.late = None
        st.culprit = None
        st.cause = None
        st.revealer = None
        self._new_turn()
        ev.append(RoundStarted(round=st.round, starter=starter, at_ms=at))

    def _reshuffle_rows(self) -> None:
        """Everyone reshuffles their face-down tokens (§5.2); only token hunt needs the order."""
        st = self.state
        rng = self.rng()
        for row in st.rows:
            rng.shuffle(row)
        st.peeks = [[] for _ in range(st.seats)]

    def _new_turn(self) -> None:
        st = self.state
        st.turn += 1
        st.shown_done = False
        st.acted = [0] * st.seats
        st.last_input_ms = [None] * st.seats
        self._rejudge()

    def _rejudge(self) -> None:
        """Judge buffered inputs afresh (a new prompt, or its table shown)."""
        for p in self.state.buffer:
            p.note = None

    # ---- timing helpers -----------------------------------------------------------------------
    @property
    def options(self) -> WhizzBingBangOptions:
        """The table's options."""
        return self.state.options

    def slow_limit_ms(self) -> int:
        """Physical limit (2 s beginner / 1.5 s expert, §7) plus the latency allowance (§9.2)."""
        cat = load_catalog()
        o = self.options
        physical = (
            cat.timing.physical_slow_limit_beginner
            if o.timing == "beginner"
            else cat.timing.physical_slow_limit_expert
        )
        return physical + o.latency_allowance_ms

    def _handicap(self, seat: Seat) -> int:
        hc = self.options.player_handicap_ms
        return hc[seat] if hc else 0

    def _ready(self, t: int) -> bool:
        """A ruling about instant `t` may be made: the grace period has passed (W22)."""
        return self.state.clock_ms >= t + self.options.grace_ms

    def _now(self, t: int = 0) -> int:
        """The instant of a ruling being made now (never before an earlier ruling)."""
        st = self.state
        return max(st.clock_ms, st.ruled_ms, t)

    def slow_deadline(self) -> int | None:
        """The active seat's too-slow instant (W14, §9.2, W28): a call stamped after it is late."""
        st = self.state
        if st.phase != "call" or st.ctx is None or st.ctx.start_ms is None:
            return None
        return st.ctx.start_ms + self.slow_limit_ms() + self._handicap(st.ctx.active)

    def phase_start_ms(self) -> int | None:
        """When the current prompt began (reveal / restart / Boom reveal / mistake post)."""
        st = self.state
        if st.phase == "call":
            return st.ctx.start_ms if st.ctx else None
        if st.phase == "slap":
            return st.reveal_ms
        return st.posted_ms

    # ---- legality ------------------------------------------------------------------------------
    def _legal_actions(self, seat: Seat) -> list[Action]:
        """Concrete inputs with plausible timestamps (the contract suite samples them)."""
        st = self.state
        base = max(st.clock_ms, st.ruled_ms, self.phase_start_ms() or 0)
        at = base + 150 + 37 * seat
        seq = st.input_seq * 8

        seen = set(st.seen_sf)

        def sf(t: int, k: int) -> int:
            flake = t * SNOWFLAKE_MS_SHIFT + seat * 4096 + (seq + k) % 4096
            while flake in seen:  # never offer a snowflake already used
                flake += 1
            return flake

        acts: list[Action] = [Call(sound=s, at_ms=at, snowflake=sf(at, i)) for i, s in enumerate(CALL_SOUNDS)]
        acts.append(Slap(at_ms=at, snowflake=sf(at, 3)))
        acts.append(Punish(at_ms=at, snowflake=sf(at, 4)))
        early = base + 30 + seat
        acts.append(Slap(at_ms=early, snowflake=sf(early, 5)))
        if st.last_call_ms is not None and st.last_call_ms - 40 > st.ruled_ms:
            late = st.last_call_ms - 40 + seat  # made before the last applied call, arriving now (W25)
            acts.append(Call(sound="whizz", at_ms=late, snowflake=sf(late, 6) + 2048))
        if self.options.token_hunt and st.phase == "punish":
            acts.extend(
                PickToken(slot=i, at_ms=at, snowflake=sf(at, 6 + i) + 1024) for i in range(len(st.rows[seat]))
            )
        return acts

    def _input_problem(self, seat: Seat, action: Action) -> str | None:
        st = self.state
        if not isinstance(action, INPUT_TYPES):
            return "system_only"
        if (action.at_ms, action.snowflake) <= (st.ruled_ms, st.ruled_sf):
            return "input_too_old"
        if action.snowflake in st.seen_sf:
            return "duplicate_input"
        if isinstance(action, PickToken) and not self.options.token_hunt:
            return "not_token_hunt"
        return None

    def _is_legal(self, seat: Seat, action: Action) -> bool:
        """Any well-formed input not older than the last ruling (being wrong is punished, not refused)."""
        return self._input_problem(seat, action) is None

    def _illegal_code(self, seat: Seat, action: Action) -> str:
        return self._input_problem(seat, action) or "illegal_action"

    def system_actions(self) -> list[Action]:
        """The next clock tick: at the next deadline plus grace (W24), when the bot must rule."""
        st = self.state
        if st.result is not None:
            return []
        return [Tick(now_ms=max(st.next_tick_ms, st.clock_ms))]

    def _system_legal(self, action: Action) -> bool:
        st = self.state
        if isinstance(action, Tick):
            return action.now_ms >= st.clock_ms
        if isinstance(action, Shown):
            start = self.phase_start_ms()
            return action.turn == st.turn and not st.shown_done and (start is None or action.at_ms >= start)
        return False

    # ---- applying ------------------------------------------------------------------------------
    def _apply(self, seat: Seat | None, action: Action) -> list[Event]:
        ev: list[Event] = []
        st = self.state
        if isinstance(action, Tick):
            st.clock_ms = action.now_ms
            if st.phase == "call" and st.ctx is not None and st.ctx.start_ms is None:
                st.ctx.start_ms = action.now_ms  # the round's table is shown now (W14)
                st.shown_done = True
                self._rejudge()  # W29: presses are judged against that instant
        elif isinstance(action, Shown):
            self._apply_shown(action.at_ms)
        else:
            assert seat is not None and isinstance(action, INPUT_TYPES)
            self._receive(seat, action, ev)
        self._advance(ev)
        return ev

    def _apply_shown(self, at: int) -> None:
        """Discord showed the current prompt at `at` (W14, W27): move the prompt's start there."""
        st = self.state
        st.shown_done = True
        if st.phase == "call" and st.ctx is not None:
            ctx = st.ctx
            if ctx.last_caller is not None and ctx.last_reveal_ms == ctx.start_ms:
                ctx.last_reveal_ms = at
            ctx.start_ms = at
            if ctx.round_start:
                self._rejudge()  # W29: presses are judged against the instant the table was shown
        elif st.phase == "slap":
            st.reveal_ms = at
        else:
            st.posted_ms = at

    def _receive(self, seat: Seat, action: Call | Slap | Punish | PickToken, ev: list[Event]) -> None:
        """Buffer an input (W22), or judge it at its own instant if a later call was applied (W25)."""
        st = self.state
        p = Pending(
            seat=seat,
            kind=action.kind,
            sound=getattr(action, "sound", None),
            slot=getattr(action, "slot", None),
            at=action.at_ms,
            sf=action.snowflake,
        )
        st.input_seq += 1
        st.seen_sf.append(p.sf)
        self._count(p.seat, p.button, p.at, p.sf)  # W30: any press opens a window, counted or not
        if p.at >= (self.phase_start_ms() or 0):  # made for the current prompt
            st.acted[seat] += 1
            last = st.last_input_ms[seat]
            st.last_input_ms[seat] = p.at if last is None else max(last, p.at)
        if st.last_call_ms is not None and st.history and _key(p) < (st.last_call_ms, st.last_call_sf):
            self._judge_late(p, ev)  # made before the last applied call, even in its ms (§9.3)
        else:
            insort(st.buffer, p, key=_key)

    def _double_tap(self, p: Pending) -> bool:
        """W30 (house design): `p` repeats a press of the same button by its seat.

        "Their previous press" is any press of that button the engine received, whether it counted
        or was itself ignored (W11, W23, W29, W31, another double tap): a double tap is one gesture.
        `p` is a double tap if such a press by the same seat was made less than `double_tap_ms`
        before it. Checked when `p` is judged, in timestamp order (W22): timestamps decide, not
        arrival. A press the engine refused (older than a ruling) never reaches it, so it opens no
        window.
        """
        window = self.options.double_tap_ms
        if window <= 0:
            return False
        button, key = p.button, _key(p)
        return any(
            t.seat == p.seat and t.button == button and (t.at, t.sf) < key and p.at - t.at < window
            for t in self.state.taps
        )

    def _count(self, seat: Seat, button: str, at: int, sf: int) -> None:
        """Remember a press, for the double-tap window (W30)."""
        if self.options.double_tap_ms > 0:
            self.state.taps.append(Tap(seat=seat, button=button, at=at, sf=sf))

    def _judge_late(self, p: Pending, ev: list[Event]) -> None:
        """W25: the correct call stands; judge `p` against the turn in force at its timestamp."""
        st = self.state
        if self._double_tap(p):
            ev.append(self._ignored(p, "double_tap"))  # W30: part of the press it repeats
            return
        # the turn `p` was made in: the first one ended by a call made after it (snowflake tie-break)
        seg = next(h for h in st.history if _key(p) < (h.end_ms or 0, h.end_sf))
        verdict, cause = self._judge_call(seg, p)
        if verdict == "mistake" and (st.late is None or (p.at, p.sf) < (st.late.at, st.late.sf)):
            # the first one (W3)
            st.late = LateMistake(seat=p.seat, cause=cause, at=p.at, sf=p.sf, button=p.button)
            return
        reason = {"correct": "overtaken", "mistake": "one_mistake_at_a_time"}.get(verdict, cause)
        ev.append(self._ignored(p, reason))

    def _ignored(self, p: Pending, reason: str) -> InputIgnored:
        race = self.state.race if reason == "late_claim" else None
        return InputIgnored(
            seat=p.seat,
            input=p.kind,
            sound=p.sound,
            at_ms=p.at,
            reason=reason,
            snowflake=p.sf,
            audience=_to(p.seat),
            race_culprit=race.culprit if race else None,
            race_winner=race.winner if race else None,
            race_winner_ms=race.winner_ms if race else None,
            race_claim_ms=p.at - race.posted_ms if race else None,
        )

    _counted: frozenset[int] = frozenset()
    """Snowflakes of the inputs the ruling being made counts (slaps ranked, claims in the race):
    settled with it, not "ignored" (their makers find them in the ranking)."""

    def _drop(self, i: int, reason: str, ev: list[Event]) -> None:
        p = self.state.buffer.pop(i)
        if p.sf not in self._counted:
            if p.note is None and reason in ("resolved", "ignored") and self._late_claim(p):
                reason = "late_claim"  # W31, even when a mistake stamped before it was ruled first
            elif (
                p.note is None
                and reason == "resolved"
                and p.kind == "punish"
                and self.state.phase == "punish"
                and p.at < self.state.posted_ms
            ):
                reason = "before_post"  # W23: a claim made before the mistake it aims at was shown
            ev.append(self._ignored(p, p.note or reason))

    def _skip(self, i: int, reason: str) -> int:
        """Pass over an input that changes nothing in the current prompt (§5.5 "ignored").

        It stays buffered until the prompt is settled (a later correct call or a ruling drops
        it), so that the outcome never depends on which inputs had arrived when it was judged.
        """
        self.state.buffer[i].note = reason
        return i + 1

    # ---- the ruling loop (§5.5) -----------------------------------------------------------------
    def _advance(self, ev: list[Event]) -> None:
        """Rule everything that can be ruled now, in timestamp order; stop at the first hold."""
        st = self.state
        while st.result is None and self._step(ev):
            pass

    _trigger: tuple[int, int] | None = None
    """(at, snowflake) of the input that lets the current step rule at once (W24), if any."""

    def _step(self, ev: list[Event]) -> bool:
        self._trigger = None
        self._counted = frozenset()
        phase = self.state.phase
        if phase == "call":
            return self._step_call(ev)
        if phase == "slap":
            return self._step_slap(ev)
        return self._step_punish(ev)

    def _judge_call(self, ctx: CallCtx, p: Pending) -> tuple[str, str]:
        """Judge an input against a call turn (§5.5 CALL, §5.1): correct, ignore or mistake."""
        guard = self.options.slap_anticipation_guard_ms
        if (
            ctx.round_start
            and p.kind in ("call", "slap")
            and ctx.start_ms is not None
            and p.at < ctx.start_ms
        ):
            return "ignore", "before_table"  # W29: nobody could see the new round yet
        if p.kind == "call":
            if (
                ctx.last_caller == p.seat
                and ctx.last_reveal_ms is not None
                and p.at < ctx.last_reveal_ms + guard
            ):
                return "ignore", "double_click"  # W16 exception
            if p.seat != ctx.active:
                return "mistake", "out_of_turn"  # §5.1.3; beats too slow (W4)
            if p.sound != ctx.expected:
                return "mistake", "wrong_sound"  # §5.1.6, W2
            return "correct", ""
        if p.kind == "slap":
            if ctx.faceup_boom:
                return "ignore", "boom_resolved"  # W11
            if ctx.prev_boom and ctx.last_reveal_ms is not None and p.at < ctx.last_reveal_ms + guard:
                return "ignore", "aimed_at_resolved_boom"  # W16: attributed to the previous card
            return "mistake", "slap_non_boom"  # §5.1.4
        if p.kind == "punish":
            if self._late_claim(p):
                return "ignore", "late_claim"  # W31: aimed at the race just ruled
            return "mistake", "punish_without_cause"  # §5.1.5, W6
        return "ignore", "no_race"

    def _step_call(self, ev: list[Event]) -> bool:
        st = self.state
        ctx = st.ctx
        assert ctx is not None
        grace = self.options.grace_ms
        if st.late is not None:  # W25: ruled after the current one, before anything later
            lm = st.late
            if not self._ready(lm.at):
                st.next_tick_ms = lm.at + grace
                return False
            st.late = None
            self._rule_mistake(lm.seat, lm.cause, lm.at, self._now(lm.at), ev, late=True, sf=lm.sf)
            return True
        if ctx.start_ms is None:  # the game's first table is not shown yet: nothing to judge against
            st.next_tick_ms = st.clock_ms
            return False
        if ctx.round_start and not st.shown_done and st.buffer and not self._ready(ctx.start_ms):
            # W29: until Discord says when the new round's table was shown, nothing is judged (a
            # press made before that instant is ignored); without word, the ruling instant stands.
            st.next_tick_ms = ctx.start_ms + grace
            return False
        deadline = self.slow_deadline()
        i = 0
        while i < len(st.buffer):
            p = st.buffer[i]
            if deadline is not None and p.at > deadline:
                break
            if p.note is not None:  # already judged as changing nothing
                i += 1
                continue
            if self._double_tap(p):
                self._drop(i, "double_tap", ev)  # W30: for good (part of the press it repeats)
                continue
            verdict, cause = self._judge_call(ctx, p)
            if verdict == "ignore" and cause in ("before_table", "late_claim"):
                self._drop(i, cause, ev)  # W29, W31: for good (nothing later changes the verdict)
                continue
            if verdict == "ignore":
                i = self._skip(i, cause)
                continue
            if verdict == "correct":
                st.buffer.pop(i)
                for _ in range(i):  # settled: they were judged in the turn they were made in
                    self._drop(0, "ignored", ev)
                self._apply_call(p, ev)
                return True
            if not self._ready(p.at):
                st.next_tick_ms = p.at + grace
                return False
            st.buffer.pop(i)
            self._rule_mistake(p.seat, cause, p.at, self._now(p.at), ev, sf=p.sf)
            return True
        if deadline is None:
            st.next_tick_ms = st.clock_ms
            return False
        if not self._ready(deadline):
            st.next_tick_ms = deadline + grace
            return False
        self._rule_mistake(ctx.active, "too_slow", deadline, self._now(deadline), ev)  # §5.1.2
        return True

    def _apply_call(self, p: Pending, ev: list[Event]) -> None:
        """A correct call (§4): the sound decides the next seat, and the next card is revealed."""
        st = self.state
        ctx = st.ctx
        assert ctx is not None and p.sound is not None
        st.history.append(replace(ctx, end_ms=p.at, end_sf=p.sf))
        st.last_call_ms, st.last_call_sf = p.at, p.sf
        d, step = TURN_EFFECTS[load_catalog().effect_of(p.sound)](st.direction)
        nxt = (p.seat + step * d) % st.seats
        st.direction = d
        read = st.discard[-1]
        card = self._reveal(ev)
        boom = load_catalog().effect_of(sound_of(card)) in REVEAL_EFFECTS
        reaction = p.at - ctx.start_ms if ctx.start_ms is not None else None
        ev.append(
            CardCalled(
                seat=p.seat,
                sound=p.sound,
                at_ms=p.at,
                reaction_ms=reaction,
                read=sound_of(read),
                revealed=sound_of(card),
                revealed_colour=load_catalog().card_colour(card),
                next_seat=None if boom else nxt,
                direction=d,
                snowflake=p.sf,
            )
        )
        self._new_turn()
        if boom:
            st.phase = "slap"
            st.ctx = None
            st.reveal_ms = p.at  # W27: the call's own time until Shown gives Discord's
            st.revealer = p.seat
            st.slap_prev_boom = sound_of(read) == "boom"
            return
        st.ctx = CallCtx(
            active=nxt,
            expected=sound_of(card),
            prev_boom=sound_of(read) == "boom",
            last_reveal_ms=p.at,
            last_caller=p.seat,
            start_ms=p.at,
        )

    def _reveal(self, ev: list[Event]) -> str:
        """Turn the next card face up; reshuffle the discards but the face-up one if needed (W15)."""
        st = self.state
        if not st.draw:
            rest = st.discard[:-1]
            st.discard = st.discard[-1:]
            self.rng().shuffle(rest)
            st.draw = rest
            ev.append(DeckReshuffled(count=len(rest)))
        card = st.draw.pop()
        st.discard.append(card)
        return card

    def _step_slap(self, ev: list[Event]) -> bool:
        """The Boom slap window (§4.1, §9.3, W8–W11, W16)."""
        st = self.state
        o = self.options
        guard_end = st.reveal_ms + o.slap_anticipation_guard_ms
        end = st.reveal_ms + o.slap_window_ms
        valid: dict[Seat, Pending] = {}
        i = 0
        while i < len(st.buffer):
            p = st.buffer[i]
            if p.at > end:
                break
            if p.note is not None:
                i += 1
                continue
            if self._double_tap(p):
                self._drop(i, "double_tap", ev)  # W30: for good (part of the press it repeats)
                continue
            if p.kind != "slap":
                i = self._skip(i, "slap_window")  # W11
                continue
            if p.at < guard_end:
                if st.slap_prev_boom:
                    i = self._skip(i, "aimed_at_resolved_boom")
                    continue
                if not self._ready(p.at):  # W16: a slap on the previous card, ruled first (W3)
                    st.next_tick_ms = p.at + o.grace_ms
                    return False
                st.buffer.pop(i)
                self._rule_mistake(p.seat, "slap_non_boom", p.at, self._now(p.at), ev, sf=p.sf, early=True)
                return True
            if p.seat in valid:
                i = self._skip(i, "second_slap")  # W10
                continue
            valid[p.seat] = p
            i += 1
            if len(valid) == st.seats:  # everyone slapped: ruled at once (W24)
                self._counted = frozenset(q.sf for q in valid.values())
                for _ in range(i):  # everything up to the last slap belongs to this window
                    self._drop(0, "slap_window", ev)
                self._trigger = _key(p)
                self._close_slaps(valid, self._now(p.at), ev)
                return True
        if not self._ready(end):
            st.next_tick_ms = end + o.grace_ms
            return False
        self._close_slaps(valid, self._now(end), ev)
        return True

    def _close_slaps(self, valid: dict[Seat, Pending], now: int, ev: list[Event]) -> None:
        """Rank the slaps: the fastest punishes the slowest; non-slappers are slowest (W8, W9)."""
        st = self.state
        n = st.seats
        revealer = st.revealer
        assert revealer is not None
        self._counted = frozenset(p.sf for p in valid.values())
        order = sorted(valid.values(), key=lambda p: (p.at - self._handicap(p.seat), p.sf))
        non = [s for s in ((revealer + k * st.direction) % n for k in range(n)) if s not in valid]
        ranking = [RankEntry(seat=p.seat, reaction_ms=p.at - st.reveal_ms, snowflake=p.sf) for p in order]
        ranking += [RankEntry(seat=s) for s in non]
        st.ranking = ranking
        st.ranking_kind = "boom"
        if not order:  # W9: nobody slapped; the revealer is the culprit and a race opens
            ev.append(BoomRanked(ranking=ranking, punisher=None, culprit=revealer))
            self._rule_mistake(
                revealer, "last_boom_slap", st.reveal_ms + self.options.slap_window_ms, now, ev
            )
            return
        punisher = order[0].seat
        culprit = non[0] if non else order[-1].seat
        ev.append(BoomRanked(ranking=ranking, punisher=punisher, culprit=culprit))
        st.mistakes["last_boom_slap"] = st.mistakes.get("last_boom_slap", 0) + 1
        self._give(punisher, culprit, "last_boom_slap", ranking, now, ev)  # W12: automatic

    def _rule_mistake(
        self,
        culprit: Seat,
        cause: str,
        at: int,
        now: int,
        ev: list[Event],
        *,
        late: bool = False,
        sf: int = 0,
        early: bool = False,
    ) -> None:
        """Post a mistake (§9.4): the punish window opens at the post (W23)."""
        st = self.state
        st.mistakes[cause] = st.mistakes.get(cause, 0) + 1
        st.phase = "punish"
        st.ctx = None
        st.culprit = culprit
        st.cause = cause
        st.mistake_at = at
        st.posted_ms = now
        st.early = early
        self._after_ruling(now, ev)
        self._new_turn()
        ev.append(
            MistakeRuled(
                culprit=culprit, cause=cause, at_ms=at, posted_ms=now, late=late, snowflake=sf, early=early
            )
        )

    def _after_ruling(self, now: int, ev: list[Event]) -> None:
        """Nothing stamped before a ruling can change it any more (W3, W22)."""
        st = self.state
        # a ruling made at once on an input (W24) settles everything up to that input, even in its ms
        upto = self._trigger if self._trigger is not None and self._trigger[0] == now else (now, -1)
        if upto > (st.ruled_ms, st.ruled_sf):
            st.ruled_ms, st.ruled_sf = upto
        while st.buffer and _key(st.buffer[0]) <= (st.ruled_ms, st.ruled_sf):
            self._drop(0, "resolved", ev)
        st.history = []
        st.last_call_ms, st.last_call_sf = None, 0
        st.seen_sf = [p.sf for p in st.buffer]
        # W30: a new input is stamped after this ruling, so only taps within the window before it matter
        oldest = st.ruled_ms - self.options.double_tap_ms
        st.taps = [t for t in st.taps if t.at > oldest]

    def _step_punish(self, ev: list[Event]) -> bool:
        """The race to punish (§5.2, §9.4, W5, W7, W23, W28; token hunt §7)."""
        st = self.state
        o = self.options
        end = st.posted_ms + o.punish_window_ms
        culprit = st.culprit
        claims: dict[Seat, Pending] = {}
        first: Pending | None = None
        i = 0
        while i < len(st.buffer):
            p = st.buffer[i]
            if p.at > end:
                break
            if p.note is not None:
                i += 1
                continue
            if self._double_tap(p):
                self._drop(i, "double_tap", ev)  # W30: for good (part of the press it repeats)
                continue
            reason = None
            if p.kind in ("call", "slap"):
                reason = "punishment_pending"  # W3
            elif p.seat == culprit:
                reason = "own_mistake"  # W7
            elif p.at < st.posted_ms:
                # W31: aimed at the race ruled just before; otherwise W23
                reason = "late_claim" if self._late_claim(p) else "before_post"
            elif p.kind == "punish" and o.token_hunt:
                reason = "opens_token_row"
            elif p.kind == "pick_token":
                row = st.rows[p.seat]
                slot = p.slot if p.slot is not None else -1
                token = row[slot] if 0 <= slot < len(row) else None
                if token is None:
                    reason = "no_such_slot"
                elif token != TOKEN_ORDER[st.given[p.seat]]:
                    if slot not in st.peeks[p.seat]:
                        st.peeks[p.seat].append(slot)
                    ev.append(TokenPeeked(seat=p.seat, slot=slot, token=token, audience=_to(p.seat)))
                    reason = "wrong_token"
            elif p.seat in claims:
                reason = "second_claim"
            if reason is not None:
                i = self._skip(i, reason)
                continue
            claims.setdefault(p.seat, p)
            first = first or p
            i += 1
        if first is not None:
            self._counted = frozenset(p.sf for p in claims.values())
            everyone = len(claims) >= st.seats - 1
            # W28: the race goes to the earliest claim once each claimer's handicap is subtracted
            order = sorted(claims.values(), key=lambda p: (p.at - self._handicap(p.seat), p.sf))
            best = order[0]
            # a claim still on its way beats `best` only if stamped before best + its maker's handicap
            slack = max(self._handicap(s) for s in range(st.seats) if s != culprit)
            settle = best.at - self._handicap(best.seat) + slack
            if not (self._ready(settle) or everyone):
                st.next_tick_ms = settle + o.grace_ms
                return False
            now = self._now(best.at)
            if everyone:  # every eligible player claimed: ruled at once (W24)
                last = max(claims.values(), key=_key)
                now = self._now(last.at)
                while st.buffer and _key(st.buffer[0]) <= _key(last):
                    self._drop(0, "race_over", ev)
                self._trigger = _key(last)
            ranking = [RankEntry(seat=p.seat, reaction_ms=p.at - st.posted_ms, snowflake=p.sf) for p in order]
            st.ranking = ranking
            st.ranking_kind = "punish"
            assert culprit is not None and st.cause is not None
            posted = st.posted_ms
            self._give(best.seat, culprit, st.cause, ranking, now, ev)
            st.race = RaceRuled(
                ruled_ms=now, posted_ms=posted, culprit=culprit, winner=best.seat, winner_ms=best.at - posted
            )  # W31: set after the ruling, whose own late claims were settled against the race before
            return True
        if not self._ready(end):
            st.next_tick_ms = end + o.grace_ms
            return False
        assert culprit is not None
        st.unclaimed += 1
        ev.append(NobodyPunished(culprit=culprit))  # W5
        now = self._now(end)
        self._after_ruling(now, ev)
        self._restart(culprit, now, ev)
        st.race = RaceRuled(ruled_ms=now, posted_ms=st.posted_ms, culprit=culprit)  # W31
        return True

    def _late_claim(self, p: Pending) -> bool:
        """W31 (house design): `p` is a Punish! stamped less than `late_claim_ms` after the last race
        to punish was ruled (no later mistake posted when it was made): a late claim on that race."""
        race = self.state.race
        window = self.options.late_claim_ms
        return (
            p.kind == "punish"
            and window > 0
            and race is not None
            and race.ruled_ms <= p.at < race.ruled_ms + window
        )

    def _give(
        self, giver: Seat, receiver: Seat, cause: str, ranking: list[RankEntry], now: int, ev: list[Event]
    ) -> None:
        """GIVE (§5.2): the giver's next token goes face up to the culprit; all reshuffle."""
        st = self.state
        cat = load_catalog()
        token = TOKEN_ORDER[st.given[giver]]
        st.given[giver] += 1
        token_id = f"tok_{cat.tokens.colours[giver]}_{token}"
        st.received[receiver].append(token_id)
        if token in st.rows[giver]:
            st.rows[giver].remove(token)
        st.tokens_given += 1
        st.last_punisher = giver
        st.last_culprit = receiver
        st.last_cause = cause
        ev.append(
            TokenGiven(
                giver=giver, receiver=receiver, token=token, token_id=token_id, cause=cause, ranking=ranking
            )
        )
        self._after_ruling(now, ev)
        if self.options.token_hunt:
            self._reshuffle_rows()
        if token == "boom":  # §5.3: the round ends at once
            self._end_round(now, ev)
        else:
            self._restart(receiver, now, ev)

    def _restart(self, seat: Seat, now: int, ev: list[Event]) -> None:
        """RESTART (§5.4, W19): the punished seat restarts clockwise, saying Whizz."""
        st = self.state
        st.phase = "call"
        st.direction = 1
        st.culprit = None
        st.cause = None
        st.ctx = CallCtx(
            active=seat,
            expected="whizz",
            restart=True,
            faceup_boom=sound_of(st.discard[-1]) == "boom",
            start_ms=now,
        )
        self._new_turn()
        ev.append(PlayRestarted(seat=seat, at_ms=now))

    def round_points(self) -> list[int]:
        """Each seat's points if the round ended now: own tokens left + received (§6, W1)."""
        st = self.state
        per = len(TOKEN_ORDER)
        return [per - st.given[s] + len(st.received[s]) for s in range(st.seats)]

    def _end_round(self, now: int, ev: list[Event]) -> None:
        """Score the round (§6); end the game at the threshold, else start the next round."""
        st = self.state
        scores = self.round_points()
        st.totals = [t + s for t, s in zip(st.totals, scores, strict=True)]
        st.last_round_scores = scores
        ev.append(RoundScored(round=st.round, scores=scores, totals=list(st.totals)))
        if max(st.totals) >= self.options.end_points:
            low = min(st.totals)
            winners = [s for s in range(st.seats) if st.totals[s] == low]  # W18: shared
            names = " and ".join(f"seat {w + 1}" for w in winners)
            verb = "wins" if len(winners) == 1 else "share the win"
            points = f"{low} point{'' if low == 1 else 's'}"
            rounds = f"{st.round} round{'' if st.round == 1 else 's'}"
            st.result = Result(
                winners=winners,
                scores=[float(t) for t in st.totals],
                summary=f"{names} {verb} with {points} after {rounds}",
            )
            st.phase = "call"
            ev.append(GameEnded(winners=winners, totals=list(st.totals)))
            return
        top = max(scores)
        tied = [s for s in range(st.seats) if scores[s] == top]
        starter = tied[0] if len(tied) == 1 else self.rng().choice(tied)  # §3, W17
        st.round += 1
        self._start_round(starter, now, ev)


def _to(seat: Seat) -> Audience:
    return Audience.seat(seat)
