"""BANG! state types: options, seats, the pending-effect stack (bang.md §4); pure data, no rules.

The engine plays on these very objects (msgspec Structs: slot reads and writes), and `dump`
encodes them as they are."""

from __future__ import annotations

from typing import Literal

from engines.base import GameState, Model, Seat, field

Role = Literal["sheriff", "deputy", "outlaw", "renegade"]
Phase = Literal["setup", "start", "draw", "play", "discard", "ended"]

RESPONSE_TIMEOUT_DEFAULT_S = 30
TURN_TIMEOUT_DEFAULT_S = 120


class BangOptions(Model, kw_only=True):
    """Lobby options (bang.md §1.4, §3; house and UNCONFIRMED rules of §5.2 are options here)."""

    expansion: Literal["none", "armed_and_dangerous"] = "none"
    """A&D (§2): 108 cards, 24 characters, 32 Load tokens."""
    deal_two_characters: bool = False
    """§1.4 step 2 / U17: deal two characters, each player keeps one (a decision at setup)."""
    turn_timeout_s: int = TURN_TIMEOUT_DEFAULT_S
    """Per action in the active player's phase 2, and for his phase-1 and phase-3 choices (§3.2)."""
    response_timeout_s: int = RESPONSE_TIMEOUT_DEFAULT_S
    """For every answer by a non-active player (§3.1)."""
    open_windows_for_hidden_hands: bool = True
    """§3 preamble: open a response window whenever the player holds cards, even if none is usable,
    so skipping it does not reveal the hand. False = auto-resolve whenever only the default is legal."""
    auto_barrel_on_timeout: bool = True
    """§3.1 #1 (rec.): the timeout default makes the free Barrel/Jourdonnais draw!s first."""
    auto_beer_on_timeout: bool = True
    """§3.1 #7 (rec.): the timeout default plays Beer(s) when they are enough to survive."""
    cat_balou_own_cards: bool = True
    """U15: Cat Balou may target your own in-play cards (never your own hand)."""
    duel_damage_source: Literal["other_duelist", "challenger"] = "other_duelist"
    """U8: who caused the LP loss in a Duel (the killer, El Gringo's victim). bang-server: the challenger."""
    rewards_out_of_turn: bool = True
    """U8: rewards and penalties also for a kill outside the killer's turn (bang-server: only the
    active player's kills count)."""
    # ---- Armed & Dangerous UNCONFIRMED choices (bang.md §5.2) as options
    slab_buntline_missed_needed: int = 3
    """U5: Missed! effects needed against Slab the Killer's BANG! with Buntline Special paid
    (the expansion's note: 3; bang-server and the card text: 2)."""
    bomb_may_stay: bool = False
    """U6: on a red Bomb check the holder may keep it (bang-server); the rules sheet: must pass."""
    sheriff_penalty_keeps_character_tokens: bool = True
    """U9: the Sheriff's discard-all penalty leaves his character's tokens (bang-server drops them)."""
    abigail_ignores_double_barrel: bool = True
    """U10: Ms. Abigail may ignore a J–A ♦ BANG! paid with Double Barrel (bang-server: she cannot)."""
    calamity_bang_uses_ad_abilities: bool = True
    """U13: Calamity Janet's Missed! played as BANG! may use Dangerous weapons, Bandolier, Bell Tower."""
    heal_cards_with_two_alive: bool = True
    """U12: A Little Nip and Beer Keg heal with only 2 players alive (not Beers)."""


class PlayerState(Model, kw_only=True):
    """One seat: role, character, life and cards (hand is secret; in_play is public)."""

    role: Role
    character: str = ""
    character_options: list[str] = field(default_factory=list)
    life: int = 0
    max_life: int = 0
    hand: list[str] = field(default_factory=list)
    in_play: list[str] = field(default_factory=list)
    alive: bool = True
    role_revealed: bool = False
    revealed_hand: list[str] = field(default_factory=list)
    """Hand cards whose identity the whole table saw (General Store, Pedro, Black Jack, Panic! of an
    in-play card); they are not secret (docs/ARCHITECTURE.md C7)."""
    tokens: int = 0
    """Load tokens on the character (A&D §2.2); always 0 in the base game."""
    card_tokens: dict[str, int] = field(default_factory=dict)
    """Load tokens on this seat's Dangerous (orange) cards in play, by card id (A&D §2.2)."""
    killed_by: Seat | None = None
    used_this_turn: list[str] = field(default_factory=list)
    """Once-per-turn A&D uses made this turn (bandolier, bass_greeves, frankie_canton, mexicali_kid,
    red_ringo); cleared at the start of each turn (§1.5 "Per-turn counts")."""


class Task(Model, kw_only=True):
    """One pending effect or step on the stack (bang.md §4). The top one runs first.

    A task that asks a question stays on top while its decision is open; the answer updates it.
    Fields are generic so the stack stays one JSON-friendly list.
    """

    kind: str
    seat: Seat | None = None
    """Who the step concerns (target, responder, checker)."""
    src: Seat | None = None
    """Who caused it (source of damage, player of the card); None = no player."""
    card: str | None = None
    """The card being resolved, if any (public)."""
    other: Seat | None = None
    """A second seat (the challenged player of a Duel)."""
    need: int = 0
    """Missed! effects needed (shot) or LP lost (after_damage)."""
    got: int = 0
    """Missed! effects produced so far (shot)."""
    flags: list[str] = field(default_factory=list)
    """Markers: "bang_card" on a BANG!-card shot, "barrel"/"jourdonnais" once used against it."""
    purpose: str = ""
    """What a draw! is for (check), the shot's origin, or a deferred PlayCard's JSON (resolve_card)."""


class BangState(GameState, kw_only=True):
    """The whole truth of a BANG! game."""

    options: BangOptions = field(default_factory=BangOptions)
    players: list[PlayerState] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    """Draw pile; the top card is the last element."""
    discard: list[str] = field(default_factory=list)
    """Discard pile; the top card is the last element."""
    reshuffled: list[str] = field(default_factory=list)
    """Cards put into the draw pile by the last reshuffle (sorted): everyone saw them in the discard
    pile, so their being in the deck is public (only their order is secret)."""
    box: list[str] = field(default_factory=list)
    """Cards not in this game (the A&D cards when the expansion is off)."""
    store: list[str] = field(default_factory=list)
    """General Store cards turned face up (public)."""
    looking: list[str] = field(default_factory=list)
    """Kit Carlson's three cards (private to him) while he chooses."""
    check_cards: list[str] = field(default_factory=list)
    """Lucky Duke's two draw! cards while he chooses (public)."""
    resolving: list[str] = field(default_factory=list)
    """A played blue card waiting for a window before it lands (Jail on Sid Ketchum, U21); public."""
    check_card: str | None = None
    """The result of the last completed draw! (public), read by the step that asked for it."""
    active: Seat = 0
    phase: Phase = "setup"
    bangs_played: int = 0
    stack: list[Task] = field(default_factory=list)
    turns_played: int = 0
    hostility: list[list[int]] = field(default_factory=list)
    """hostility[a][b]: public count of attacks by a on b (BANG!, Duel, Panic!, Cat Balou, Jail);
    public table memory the AI may read through the perspective."""
    token_supply: int = 0
    """A&D Load-token supply (§2.2); 0 in the base game."""
    ad_counts: dict[str, int] = field(default_factory=dict)
    """A&D statistics for simulate (abilities used, upgrades bought, tokens spent, explosions)."""
    paid_weapon: str = ""
    """A&D: kind of the Dangerous weapon whose ability was paid for the BANG! card now resolving
    (the weapon may already be gone if that payment emptied it, §2.3)."""
