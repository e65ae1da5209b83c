"""Pure rules of Forest Gangs (forest_gangs.md); no I/O, randomness only from the state."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from operator import attrgetter
from typing import Any, ClassVar

from engines.base import (
    Action,
    Audience,
    Decision,
    Engine,
    Event,
    Model,
    Result,
    RuleViolation,
    Seat,
    json_form,
)
from engines.common.shuffle import shuffle
from engines.forest_gangs.actions import ACTION_TYPES, ChooseCard, JoinDuel, Reveal, UseShapeshifter
from engines.forest_gangs.catalog import (
    BOXES,
    DRAGONESS,
    FROG,
    FUNGID,
    GANGS,
    GIANT,
    GNOME,
    GOATSHEEP,
    GOBLIN,
    HAND_SIZE,
    MANTIS,
    MAX_SEATS,
    SHAPESHIFTER,
    VALUE,
)
from engines.forest_gangs.events import (
    CardChosen,
    CardChosenPrivate,
    CardDrawn,
    CardsDrawn,
    CombatStepped,
    DecisionsOpened,
    DeckReshuffled,
    GameEnded,
    HandPassed,
    RoundStarted,
)
from engines.forest_gangs.state import (
    FACES,
    PLAYS,
    CombatStep,
    ForestGangsOptions,
    ForestGangsState,
    Play,
    Zone,
)

_SEAT_OF = attrgetter("seat")
_SHAPESHIFTER_BIT = 1 << SHAPESHIFTER
_GOAT_DRAGONESS = 1 << GOATSHEEP | 1 << DRAGONESS
"""Bits of a set of values held as an int (`_stage`)."""
_HIGH_TO_LOW = range(9, 0, -1)
_ONLY = tuple(Audience.seat(z) for z in range(MAX_SEATS + 1))
_ALL_BUT = tuple(Audience.all_but(z) for z in range(MAX_SEATS + 1))
"""`Audience.seat(z)` and `Audience.all_but(z)` of every zone, as tuples (a draw or a choice
makes a private/public pair of events)."""
_DEFAULT: dict[str, type[Action]] = {
    "choose_card": ChooseCard,
    "use_shapeshifter": UseShapeshifter,
    "join_duel": JoinDuel,
    "reveal": Reveal,
}
"""A decision's default is its answer built with only the decision id (a choice's: the random pick;
an ability's: "no")."""

ABILITY_HANDLERS: dict[str, str] = {}
"""Ability id (data file) → the engine method implementing it (checked by the data test)."""


def ability(ability_id: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register an engine method as the implementation of a creature ability (docs/ARCHITECTURE.md C4)."""

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        ABILITY_HANDLERS[ability_id] = fn.__name__
        return fn

    return register


class ForestGangsEngine(Engine[ForestGangsState]):
    """Forest Gangs for 2–6 seats, with the ghost and the Kids variants (forest_gangs.md)."""

    name: ClassVar[str] = "forest_gangs"
    title: ClassVar[str] = "Forest Gangs"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 6
    state_model: ClassVar[type[ForestGangsState]] = ForestGangsState
    options_model: ClassVar[type[Model]] = ForestGangsOptions
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES
    max_steps: ClassVar[int] = 20_000

    # ---- setup ------------------------------------------------------------------------------
    @classmethod
    def check_options(cls, seats: int, options: Model) -> None:
        """Ghost forced on with 2 seats, impossible with 6 (§2, §11)."""
        assert isinstance(options, ForestGangsOptions)
        if seats == 2 and options.ghost is False:
            raise RuleViolation("ghost_required")
        if seats >= MAX_SEATS and options.ghost:
            raise RuleViolation("ghost_unavailable")

    @staticmethod
    def ghost_on(seats: int, options: ForestGangsOptions) -> bool:
        """The effective ghost setting (None = spec default: only with 2 seats)."""
        if seats == 2:
            return True
        return bool(options.ghost)

    @classmethod
    def _new_state(cls, seats: int, seed: int, options: Any) -> ForestGangsState:
        """Deal one shuffled gang per seat (and the ghost), the rest to the box (§2 setup), and
        start the first round."""
        engine = cls(cls.build_state(seats, seed, options))
        getrandbits = engine.rng().getrandbits  # one draw shuffles every deck
        for zone in engine.state.zones:
            shuffle(zone.deck, getrandbits)
        engine._start_round([])
        return engine.state

    @classmethod
    def build_state(cls, seats: int, seed: int, options: ForestGangsOptions) -> ForestGangsState:
        """An unshuffled set-up state before the first round (also used by test builders)."""
        ghost = cls.ghost_on(seats, options)
        n = seats + (1 if ghost else 0)
        return ForestGangsState(
            seats=seats,
            seed=seed,
            options=options,
            ghost=ghost,
            kids1=options.kids1 or options.kids2,
            kids2=options.kids2,
            zones=[Zone(deck=list(GANGS[i])) for i in range(n)],
            box=list(BOXES[n]),
        )

    # ---- helpers ----------------------------------------------------------------------------
    @property
    def ghost_seat(self) -> int | None:
        """The ghost's zone index, or None."""
        return self.state.seats if self.state.ghost else None

    def zone_count(self) -> int:
        """Humans plus the ghost."""
        return len(self.state.zones)

    def is_ghost(self, z: int) -> bool:
        """Whether zone `z` is the ghost."""
        return self.state.ghost and z == self.state.seats

    def can_draw(self, z: int) -> bool:
        """Whether zone `z` has a deck or a discard pile to draw from (§6.1)."""
        zone = self.state.zones[z]
        return bool(zone.deck or zone.discard)

    def _take_top(self, z: int, events: list[Event]) -> str | None:
        """Take the top of `z`'s deck, rebuilding it from the discard first if empty (§3.1)."""
        zone = self.state.zones[z]
        if not zone.deck:
            if not zone.discard:
                return None
            zone.deck = zone.discard
            zone.discard = []
            self.shuffle(zone.deck)
            events.append(DeckReshuffled(seat=z, count=len(zone.deck), ghost=self.is_ghost(z)))
        return zone.deck.pop()

    def _draw(self, z: int, events: list[Event]) -> bool:
        """Draw one card into `z`'s hand; False = the game must end (§6.1)."""
        zone = self.state.zones[z]
        card = zone.deck.pop() if zone.deck else self._take_top(z, events)
        if card is None:
            return False
        zone.hand.append(card)
        events.append(CardsDrawn(seat=z, count=1, audience=_ALL_BUT[z]))
        events.append(CardDrawn(seat=z, card=FACES[card], audience=_ONLY[z]))
        return True

    def _step(self, events: list[Event], step: CombatStep) -> None:
        """Append a public combat-log step and its event."""
        st = self.state
        st.log.append(step)
        events.append(CombatStepped(step=step, ghost_seat=st.seats if st.ghost else None, round=st.round))

    def _in_play(self) -> dict[int, str]:
        """Cards in play among the current participants P (§3 "In play")."""
        zones = self.state.zones
        return {z: zones[z].in_play for z in self.state.participants if zones[z].in_play is not None}  # type: ignore[misc]

    def _humans(self, zs: list[int]) -> list[int]:
        """The zones of `zs` that are not the ghost."""
        if not self.state.ghost:
            return list(zs)
        ghost = self.state.seats
        return [z for z in zs if z != ghost]

    def _open(self, seats: list[int], kind: str, events: list[Event]) -> None:
        """Open one decision per seat (simultaneous questions, docs/ARCHITECTURE.md C5). The
        answers are listed when a seat asks for them (`answers`): every answer empties the
        memo, so listing them now would list most twice."""
        st = self.state
        opts = st.options
        ability = kind in ("use_shapeshifter", "join_duel")
        timeout = opts.ability_timeout_s if ability else opts.choice_timeout_s
        decisions, zones, default = st.decisions, st.zones, _DEFAULT[kind]
        did = st.decision_seq
        for s in seats:
            did += 1
            decisions.append(
                Decision(
                    id=did,
                    seat=s,
                    kind=kind,
                    source_card=zones[s].in_play if ability else None,  # public: the card that asks
                    timeout_s=timeout,
                    default=json_form(default(decision_id=did)),
                )
            )
        st.decision_seq = did
        events.append(DecisionsOpened(decision=kind, seats=list(seats)))

    def legal_cards(self, seat: Seat) -> list[str]:
        """Cards `seat` may lay this round: a held Frog must be played (§5.6, F1, F2)."""
        hand = self.state.zones[seat].hand
        if not self.state.kids1:
            frogs = [c for c in hand if VALUE[c] == FROG]
            if frogs:
                return frogs
        return list(hand)

    # ---- the round ----------------------------------------------------------------------------
    def _start_round(self, events: list[Event]) -> None:
        """Refill to 2, check the round's first reveals, ask every seat (§3.1–§3.2, F25)."""
        st = self.state
        if st.log:
            st.last_log = st.log
        zones = st.zones
        number, carried = st.round + 1, len(st.loot)
        st.turn += 1
        st.round = number
        st.log = []
        st.participants = list(range(len(zones)))
        st.tied = []
        st.duel_happened = False
        st.level = 0
        st.pending = []
        st.carried = carried
        events.append(RoundStarted(round=number, loot=carried))
        if not st.kids2:
            for s in range(st.seats):  # the refill: `_draw` until two cards are held
                zone = zones[s]
                hand = zone.hand
                while len(hand) < HAND_SIZE:
                    deck = zone.deck
                    if deck:
                        card = deck.pop()
                    else:
                        card = self._take_top(s, events)
                        if card is None:
                            self._end_game(events, reason="refill", seat=s)
                            return
                    hand.append(card)
                    events.append(CardsDrawn(seat=s, count=1, audience=_ALL_BUT[s]))
                    events.append(CardDrawn(seat=s, card=FACES[card], audience=_ONLY[s]))
        # F25: the ghost's (Kids 2: everyone's) first reveal is checked at the refill.
        revealers = range(len(zones)) if st.kids2 else ((st.seats,) if st.ghost else ())
        for z in revealers:
            zone = zones[z]
            if not (zone.deck or zone.discard):  # cannot draw (`can_draw`)
                self._end_game(events, reason="reveal", seat=z)
                return
        if st.kids2:
            st.phase = "reveal"
            self._open(list(range(st.seats)), "reveal", events)
        else:
            st.phase = "choose"
            self._open(list(range(st.seats)), "choose_card", events)

    def _reveal_round(self, events: list[Event]) -> None:
        """Turn over every chosen card together; the ghost reveals its deck top (§3.3)."""
        st = self.state
        plays: list[Play] = []
        revealer = -1 if st.kids2 else (st.seats if st.ghost else None)  # -1: everyone reveals
        for z, zone in enumerate(st.zones):
            if revealer == -1 or z == revealer:
                deck = zone.deck
                card = deck.pop() if deck else self._take_top(z, events)
                assert card is not None  # guaranteed by the F25 check at the refill
            else:
                card = zone.chosen
                assert card is not None
                zone.chosen = None
            zone.in_play = card
            plays.append(PLAYS[z, card])
        if st.gave and st.gave.count(None) != len(st.gave):  # (all forgotten: nothing to do)
            # A Gnome gift that has now been laid is public; forget it (see secret_ids).
            st.gave = [
                g if g is not None and g in st.zones[(i + 1) % st.seats].hand else None
                for i, g in enumerate(st.gave)
            ]
        step = CombatStep(kind="revealed", level=0, plays=plays)
        st.log.append(step)  # `_step`, inline
        events.append(CombatStepped(step=step, ghost_seat=st.seats if st.ghost else None, round=st.round))
        self._stage(events)

    # ---- combat (§4) --------------------------------------------------------------------------
    def _stage(self, events: list[Event], shapeshift: bool = True) -> None:
        """STAGE step 1: the Shapeshifter phase with every Shapeshifter in play (§4.1); with none,
        step 2 (`_duel_check`), and with no tie either, step 4 (`_determine_winner`). Once the
        Shapeshifter phase is over (`shapeshift` False: the rest of the stage after it), steps 2
        and 4 alone.

        One pass over the cards in play finds what those steps look for (a Shapeshifter, a tie,
        the first highest and lowest cards); a stage with no tie, no duel before it and no
        Goatsheep facing a Dragoness has its winner from that pass (what `_winner` finds), the
        others take the general steps.
        """
        st = self.state
        zones = st.zones
        in_play: dict[int, str] = {}
        seen = 0  # bit v set: value v is in play
        tie = False
        best = low = -1  # the first of the highest / lowest cards, as max() and min() pick them
        high, least = 0, 10
        for z in st.participants:
            c = zones[z].in_play
            if c is not None:
                in_play[z] = c
                v = VALUE[c]
                bit = 1 << v
                if seen & bit:
                    tie = True
                seen |= bit
                if v > high:
                    best, high = z, v
                if v < least:
                    low, least = z, v
        abilities = not st.kids1
        if abilities:
            if shapeshift and seen & _SHAPESHIFTER_BIT:
                holders = [z for z, c in in_play.items() if VALUE[c] == SHAPESHIFTER]
                self._shapeshifter_phase(holders, events)
                return
            st.pending = []  # what the phase does with nobody to ask, in short
        if tie:
            self._duel_check(events)
            return
        if not in_play or (abilities and (st.duel_happened or seen & _GOAT_DRAGONESS == _GOAT_DRAGONESS)):
            self._determine_winner(in_play, events)  # no card, or a Mantis or Goatsheep may act
            return
        if abilities and least == FUNGID and len(in_play) >= 2:
            self._spoils(low, "fungid_lowest", events)
        elif len(in_play) == 1:
            self._spoils(best, "goatsheep" if abilities and high == GOATSHEEP else "only_card", events)
        else:
            self._spoils(best, "highest", events)

    @ability("shapeshifter_replace_from_deck")
    def _shapeshifter_phase(self, holders: list[int], events: list[Event]) -> None:
        """Ask Shapeshifter owners at once; the ghost always uses it (§5.4, F4, F6, F22)."""
        st = self.state
        usable = [z for z in holders if self.can_draw(z)]  # F6: no deck and no discard → cannot use
        st.pending = [z for z in usable if self.is_ghost(z)]
        asked = self._humans(usable)
        if asked:
            st.phase = "shapeshifter"
            self._open(asked, "use_shapeshifter", events)
        else:
            self._resolve_shapeshifters(events)

    def _resolve_shapeshifters(self, events: list[Event]) -> None:
        """Every user's Shapeshifter → Loot, all reveal their deck top together; chain (F5)."""
        st = self.state
        users = sorted(st.pending)
        st.pending = []
        if not users:
            self._stage(events, shapeshift=False)  # step 2 on (`_duel_check`, with a shortcut)
            return
        plays: list[Play] = []
        for z in users:
            zone = st.zones[z]
            assert zone.in_play is not None
            st.loot.append(zone.in_play)
            card = self._take_top(z, events)
            assert card is not None
            zone.in_play = card
            plays.append(PLAYS[z, card])
        self._step(events, CombatStep(kind="shapeshifted", level=st.level, plays=plays, seats=users))
        again = [p.seat for p in plays if p.card.value == SHAPESHIFTER]  # a chain (F5)
        if again:
            self._shapeshifter_phase(again, events)
        else:  # what the phase does with no Shapeshifter: nobody uses one, on to step 2
            self._stage(events, shapeshift=False)

    @ability("giant_no_duel")
    def _duel_check(self, events: list[Event]) -> None:
        """STAGE step 2: find the highest tie; tied Giants go to the Loot and lose (§4.2, F8)."""
        st = self.state
        zones = st.zones
        while True:
            in_play = {z: c for z in st.participants if (c := zones[z].in_play) is not None}  # `_in_play`
            seen: set[int] = set()
            ties: set[int] = set()  # values in play at least twice
            for c in in_play.values():
                value = VALUE[c]
                if value in seen:
                    ties.add(value)
                else:
                    seen.add(value)
            if not ties:
                self._determine_winner(in_play, events)
                return
            v = max(ties)
            tied = sorted(z for z, c in in_play.items() if VALUE[c] == v)
            if v == GIANT and not st.kids1:
                cards = [PLAYS[z, in_play[z]] for z in tied]
                for z in tied:
                    st.loot.append(in_play[z])
                    st.zones[z].in_play = None
                st.participants = [z for z in st.participants if z not in tied]
                self._step(
                    events,
                    CombatStep(kind="giants_removed", level=st.level, plays=cards, seats=tied, value=v),
                )
                continue
            st.tied = tied
            self._step(events, CombatStep(kind="duel", level=st.level, seats=list(tied), value=v))
            self._goblin_phase(events)
            return

    @ability("goblin_may_join_duel")
    def _goblin_phase(self, events: list[Event]) -> None:
        """STAGE step 3a: Goblins outside the tie may join; the ghost always does (§5.2, F13, F22)."""
        st = self.state
        if st.kids1:
            st.pending = []
            self._resolve_duel(events)
            return
        goblins = [z for z, c in self._in_play().items() if z not in st.tied and VALUE[c] == GOBLIN]
        st.pending = [z for z in goblins if self.is_ghost(z)]
        asked = self._humans(goblins)
        if asked:
            st.phase = "goblin"
            self._open(asked, "join_duel", events)
        else:
            self._resolve_duel(events)

    def _resolve_duel(self, events: list[Event]) -> None:
        """STAGE steps 3b–3d: everything in play → Loot; duelists play and draw (§4.3, F26)."""
        st = self.state
        joiners = sorted(st.pending)
        st.pending = []
        if joiners:
            self._step(events, CombatStep(kind="goblins_joined", level=st.level, seats=joiners))
        duelists = sorted(set(st.tied) | set(joiners))
        for z in st.participants:
            zone = st.zones[z]
            if zone.in_play is not None:
                st.loot.append(zone.in_play)
                zone.in_play = None
        st.participants = duelists  # plain stores, as in `_start_round`
        st.tied = []
        st.duel_happened = True
        st.level += 1
        if st.kids2:
            st.phase = "reveal"
            self._open(self._humans(duelists), "reveal", events)
            if not self._humans(duelists):
                self._duel_reveal(events)
            return
        self._duel_play(events)

    def _duel_play(self, events: list[Event]) -> None:
        """STAGE step 3d (F26): all lay their hand card at once (ghost reveals), then draw in order."""
        st = self.state
        plays: list[Play] = []
        failed: int | None = None
        ghost = st.seats if st.ghost else None
        for z in st.participants:
            zone = st.zones[z]
            if z == ghost:
                card = self._take_top(z, events)
                if card is None:
                    failed = z
                    continue
            elif zone.hand:
                card = zone.hand.pop()
            else:  # F14 safeguard: an empty hand plays nothing (cannot happen under these rules)
                continue
            zone.in_play = card
            plays.append(PLAYS[z, card])
        self._step(
            events,
            CombatStep(kind="duel_played", level=st.level, plays=plays, seats=list(st.participants)),
        )
        if failed is not None:
            self._end_game(events, reason="duel", seat=failed)
            return
        for z in st.participants:
            if z == ghost:  # (`_humans`, inline)
                continue
            if not self._draw(z, events):
                self._end_game(events, reason="duel", seat=z)
                return
        self._stage(events)

    def _duel_reveal(self, events: list[Event]) -> None:
        """Kids 2 (and the ghost): duelists reveal their next deck card together (§7.2)."""
        st = self.state
        plays: list[Play] = []
        failed: int | None = None
        for z in st.participants:
            card = self._take_top(z, events)
            if card is None:
                failed = z if failed is None else failed
                continue
            st.zones[z].in_play = card
            plays.append(PLAYS[z, card])
        self._step(
            events,
            CombatStep(kind="duel_played", level=st.level, plays=plays, seats=list(st.participants)),
        )
        if failed is not None:
            self._end_game(events, reason="duel", seat=failed)
            return
        self._stage(events)

    def _determine_winner(self, in_play: dict[int, str], events: list[Event]) -> None:
        """STAGE step 4, with the cards in play: Mantis, Goatsheep, Fungid, highest (§4.4, F9–F12)."""
        st = self.state
        if not in_play:
            # F9: nobody wins; the Loot stays for the next combat.
            self._step(events, CombatStep(kind="no_winner", level=st.level, count=len(st.loot)))
            self._start_round(events)
            return
        winner, reason = self._winner(in_play, events)
        self._spoils(winner, reason, events)

    def _winner(self, in_play: dict[int, str], events: list[Event]) -> tuple[int, str]:
        """The winning zone and why (§4.4 b–e)."""
        st = self.state
        if not st.kids1:
            mantis = self._mantis(in_play) if st.duel_happened else None  # only in a duel
            if mantis is not None:
                return mantis, "mantis_in_duel"
            values = [VALUE[c] for c in in_play.values()]
            if GOATSHEEP in values and DRAGONESS in values and self._goatsheep(in_play, events):
                in_play = self._in_play()
            fungid = self._fungid(in_play)
            if fungid is not None:
                return fungid, "fungid_lowest"
        best, high = -1, 0  # the first of the highest cards, as max() picks it
        for z, c in in_play.items():
            if VALUE[c] > high:
                best, high = z, VALUE[c]
        if len(in_play) == 1:
            reason = "goatsheep" if not st.kids1 and high == GOATSHEEP else "only_card"
            return best, reason
        return best, "highest"

    @ability("mantis_wins_in_duel")
    def _mantis(self, in_play: dict[int, str]) -> int | None:
        """A Mantis played during a duel wins, checked after new ties (§5.3, F10, F11)."""
        if not self.state.duel_happened:
            return None
        return next((z for z, c in in_play.items() if VALUE[c] == MANTIS), None)

    @ability("goatsheep_banish_dragoness")
    def _goatsheep(self, in_play: dict[int, str], events: list[Event]) -> bool:
        """A Goatsheep in play sends a Dragoness in play to the Loot (§5.1, F12)."""
        st = self.state
        values = {VALUE[c] for c in in_play.values()}
        if GOATSHEEP not in values or DRAGONESS not in values:
            return False
        z = next(z for z, c in in_play.items() if VALUE[c] == DRAGONESS)
        st.loot.append(in_play[z])
        st.zones[z].in_play = None
        self._step(
            events, CombatStep(kind="dragoness_banished", level=st.level, plays=[PLAYS[z, in_play[z]]])
        )
        return True

    @ability("fungid_wins_if_lowest")
    def _fungid(self, in_play: dict[int, str]) -> int | None:
        """A Fungid that is the lowest card in play (with others in play) wins (§5.5)."""
        if len(in_play) < 2:
            return None
        low, least = -1, 10  # the first of the lowest cards, as min() picks it
        for z, c in in_play.items():
            if VALUE[c] < least:
                low, least = z, VALUE[c]
        return low if least == FUNGID else None

    def _spoils(self, winner: int, reason: str, events: list[Event]) -> None:
        """STAGE steps 5–6: the winner takes cards in play and the Loot; a Gnome passes hands."""
        st = self.state
        card = st.zones[winner].in_play
        assert card is not None
        won: list[str] = []
        for zone in st.zones:
            if zone.in_play is not None:
                won.append(zone.in_play)
                zone.in_play = None
        won.extend(st.loot)
        st.loot = []
        st.zones[winner].discard.extend(won)
        value = VALUE[card]
        step = CombatStep(
            kind="winner",
            level=st.level,
            plays=[PLAYS[winner, card]],
            winner=winner,
            reason=reason,
            value=value,
            count=len(won),
        )
        st.log.append(step)  # `_step`, inline
        events.append(CombatStepped(step=step, ghost_seat=st.seats if st.ghost else None, round=st.round))
        if value == GNOME and not st.kids1:
            self._gnome_pass(events)
        self._start_round(events)

    @ability("gnome_pass_hands_left")
    def _gnome_pass(self, events: list[Event]) -> None:
        """Every human gives their hand to the next human on the left, at once (§5.7, F14, F15)."""
        st = self.state
        n = st.seats
        given = [list(st.zones[s].hand) for s in range(n)]
        for s in range(n):
            st.zones[s].hand = []
        st.gave = [g[0] if g else None for g in given]
        for s in range(n):
            to = (s + 1) % n  # the ghost is not a seat here: it is skipped (F15)
            st.zones[to].hand.extend(given[s])
            for card in given[s]:
                events.append(HandPassed(from_seat=s, to_seat=to, card=FACES[card], audience=_ONLY[to]))
        self._step(events, CombatStep(kind="gnome_pass", level=st.level, seats=list(range(n))))

    @ability("frog_must_be_played")
    def _frog_rule(self) -> None:
        """The Frog rule lives in `legal_cards` (§5.6, F1–F3); registered here for the data test."""

    @ability("none")
    def _no_ability(self) -> None:
        """The Dragoness has no ability (§5.9)."""

    # ---- end of the game (§6) ---------------------------------------------------------------------
    def _end_game(self, events: list[Event], reason: str, seat: int) -> None:
        """End now: deal in a duel (F17), else the Loot to the box (F19); count and rank (§6.3)."""
        st = self.state
        dealt = 0
        if reason == "duel":
            cards = [c for c in (z.in_play for z in st.zones) if c is not None] + st.loot
            for zone in st.zones:
                zone.in_play = None
            st.loot = []
            shuffle(cards, self.rng().getrandbits)
            d = st.participants
            share = len(cards) // len(d)
            for i, z in enumerate(d):
                st.zones[z].discard.extend(cards[i * share : (i + 1) * share])
            st.box.extend(cards[share * len(d) :])
            dealt = share
        else:
            for zone in st.zones:
                assert zone.in_play is None and zone.chosen is None
            st.box.extend(st.loot)
            st.loot = []
        st.decisions = []
        st.pending = []
        st.phase = "over"
        counts = [len(z.deck) + len(z.hand) + len(z.discard) for z in st.zones]
        st.final_counts = counts
        keys = [self.rank_key(z) for z in range(self.zone_count())]
        best = max(keys)
        top = [z for z in range(self.zone_count()) if keys[z] == best]
        winners = [z for z in top if not self.is_ghost(z)]
        ghost_won = any(self.is_ghost(z) for z in top)
        summary = self._summary(winners, ghost_won, counts[top[0]])
        self._step(
            events,
            CombatStep(
                kind="game_end",
                level=st.level,
                seats=list(st.participants) if reason == "duel" else [seat],
                reason=reason,
                count=dealt,
                seat=seat,
            ),
        )
        st.result = Result(winners=winners, scores=[float(c) for c in counts[: st.seats]], summary=summary)
        events.append(
            GameEnded(
                reason=reason,
                seat=seat,
                counts=list(counts),
                winners=list(winners),
                ghost_won=ghost_won,
                summary=summary,
            )
        )

    def rank_key(self, z: int) -> tuple[int, ...]:
        """Most cards, then most 9s, 8s, … 1s (§6.3, F20)."""
        zone = self.state.zones[z]
        value = VALUE.__getitem__  # (a lookup of the table, unknown ids parsed as `VALUE[c]` does)
        values = [*map(value, zone.deck), *map(value, zone.hand), *map(value, zone.discard)]
        return (len(values), *map(values.count, _HIGH_TO_LOW))  # counted in C

    def _summary(self, winners: list[int], ghost_won: bool, count: int) -> str:
        """One public line (seats shown 1-based; the cogs name the players from `Result.winners`)."""
        names = [f"Seat {s + 1}" for s in winners] + (["the ghost"] if ghost_won else [])
        cards = f"{count} card{'' if count == 1 else 's'}"
        if len(names) == 1:
            who = names[0][0].upper() + names[0][1:]
            return f"{who} wins with {cards}"
        joined = ", ".join(names[:-1]) + " and " + names[-1]
        return f"{joined[0].upper() + joined[1:]} share the victory with {cards}"

    # ---- the contract ---------------------------------------------------------------------------
    def _settle(self) -> list[Event]:
        """A built position waits for its round: start it (refill, first reveals, the choices)."""
        events: list[Event] = []
        if not self.state.decisions:
            self._start_round(events)
        return events

    def to_act(self) -> list[Seat]:
        """The seats with a decision open (every decision has at least one answer)."""
        if self.state.result is not None:
            return []
        return sorted(set(map(_SEAT_OF, self.state.decisions)))  # in C: no comprehension frame

    def answers(self, decision: Decision) -> list[Action]:
        """Every answer to `decision`: a choice's are the legal cards (`legal_cards`), then the
        random pick (the timeout default) last, so menus list the real cards first; an ability's
        are "no" (the default), then "yes"; a reveal has one."""
        did = decision.id
        kind = decision.kind
        if kind == "choose_card":
            answers: list[Action] = [
                ChooseCard(decision_id=did, card=c) for c in self.legal_cards(decision.seat)
            ]
            answers.append(ChooseCard(decision_id=did))
            return answers
        if kind == "use_shapeshifter":
            return [UseShapeshifter(decision_id=did, use=False), UseShapeshifter(decision_id=did, use=True)]
        if kind == "join_duel":
            return [JoinDuel(decision_id=did, join=False), JoinDuel(decision_id=did, join=True)]
        return [Reveal(decision_id=did)]

    def _answer(self, seat: Seat, decision: Decision, action: Action) -> list[Event]:
        """Record one answer (its decision closed); when the last answer of a phase is in,
        resolve it."""
        st = self.state
        events: list[Event] = []
        kind = type(action)
        if kind is ChooseCard:
            card = action.card  # type: ignore[attr-defined]
            if card is None:
                card = self.pick(self.legal_cards(seat))
            zone = st.zones[seat]
            zone.hand.remove(card)
            zone.chosen = card
            events.append(CardChosen(seat=seat, audience=_ALL_BUT[seat]))
            events.append(CardChosenPrivate(seat=seat, card=FACES[card], audience=_ONLY[seat]))
        elif (kind is UseShapeshifter and action.use) or (kind is JoinDuel and action.join):  # type: ignore[attr-defined]
            st.pending.append(seat)
        if st.decisions:
            return events
        phase = st.phase
        if phase == "choose":
            self._reveal_round(events)
        elif phase == "shapeshifter":
            self._resolve_shapeshifters(events)
        elif phase == "goblin":
            self._resolve_duel(events)
        elif phase == "reveal":
            if st.level == 0:
                self._reveal_round(events)
            else:
                self._duel_reveal(events)
        return events

    def view_for(self, viewer: Seat | None) -> Model:
        """The Perspective of `viewer` (None = the public table)."""
        from engines.forest_gangs.perspective import build_perspective

        return build_perspective(self, viewer)

    def census(self) -> Counter[str]:
        """Every card in every zone, the Loot and the box."""
        st = self.state
        c: Counter[str] = Counter(st.loot)
        c.update(st.box)
        for zone in st.zones:
            c.update(zone.deck)
            c.update(zone.hand)
            c.update(zone.discard)
            if zone.chosen is not None:
                c[zone.chosen] += 1
            if zone.in_play is not None:
                c[zone.in_play] += 1
        return c

    def secret_ids(self, viewer: Seat | None) -> set[str]:
        """Decks (order unknown to all), others' hands and face-down chosen cards (F23)."""
        st = self.state
        out: set[str] = set()
        for z, zone in enumerate(st.zones):
            out.update(zone.deck)
            if z != viewer:
                out.update(zone.hand)
                if zone.chosen is not None:
                    out.add(zone.chosen)
        if viewer is not None and 0 <= viewer < len(st.gave) and st.gave[viewer] is not None:
            # The giver of a Gnome pass knows the card it handed to its left neighbour (§5.7).
            receiver = st.zones[(viewer + 1) % st.seats]
            gift = st.gave[viewer]
            if gift in receiver.hand or gift == receiver.chosen:
                out.discard(gift)  # type: ignore[arg-type]
        return out
