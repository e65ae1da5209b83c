"""What Whizz Bing Bang shows each viewer: `WhizzBingBangViews`, the engine's base with the
perspective of a seat (§9.5: players' public info, timing, the last presses), the census and the
hidden ids (whizz_bing_bang.md; the engine, engine.py, adds the rules and the clock)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engines.base import Engine, Seat
from engines.whizz_bing_bang.catalog import TOKEN_ORDER, load_catalog, sound_of
from engines.whizz_bing_bang.perspective import PlayerInfo, Timing, WhizzBingBangPerspective
from engines.whizz_bing_bang.state import WhizzBingBangState


class WhizzBingBangViews(Engine[WhizzBingBangState]):
    """The views of the Whizz Bing Bang engine; its methods run on a `WhizzBingBangEngine` (the timing
    helpers and the scores they read are the engine's)."""

    _players_key: tuple[Any, ...] | None = None
    _players: list[PlayerInfo]

    def _player_infos(self) -> list[PlayerInfo]:
        """Each seat's public info (§9.5); cached by view_for while tokens and scores are unchanged."""
        st = self.state
        cat = load_catalog()
        points = self.round_points()
        return [
            PlayerInfo(
                seat=s,
                colour=cat.tokens.colours[s],
                tokens_left=len(TOKEN_ORDER) - st.given[s],
                next_token=TOKEN_ORDER[st.given[s]] if st.given[s] < len(TOKEN_ORDER) else None,
                received=list(st.received[s]),
                round_points=points[s],
                total=st.totals[s],
                handicap_ms=self._handicap(s),
            )
            for s in range(st.seats)
        ]

    def view_for(self, viewer: Seat | None) -> WhizzBingBangPerspective:
        """The table as `viewer` sees it; the draw order and others' token rows are absent."""
        st = self.state
        o = self.options
        cat = load_catalog()
        faceup = st.discard[-1]
        key = (st.turn, st.round, tuple(st.given), tuple(map(len, st.received)), tuple(st.totals))
        if self._players_key == key:
            players = self._players
        else:
            players = self._players = self._player_infos()
            self._players_key = key
        ctx = st.ctx if st.phase == "call" else None
        slapped = sorted({p.seat for p in st.buffer if p.kind == "slap"}) if st.phase == "slap" else []
        my_row = None
        if viewer is not None and o.token_hunt:
            my_row = [tok if i in st.peeks[viewer] else None for i, tok in enumerate(st.rows[viewer])]
        over = st.result is not None
        return WhizzBingBangPerspective(
            viewer=viewer,
            seats=st.seats,
            round=st.round,
            turn=st.turn,
            setup=o.setup,
            phase="over" if over else st.phase,
            faceup=faceup,
            faceup_sound=sound_of(faceup),
            faceup_colour=cat.card_colour(faceup),
            draw_count=len(st.draw),
            discard_count=len(st.discard),
            direction=st.direction,
            active=ctx.active if ctx else None,
            expected=ctx.expected if ctx else None,
            restart=bool(ctx and ctx.restart),
            phase_start_ms=self.phase_start_ms(),
            slow_deadline_ms=self.slow_deadline(),
            slap_window_end_ms=st.reveal_ms + o.slap_window_ms if st.phase == "slap" else None,
            punish_window_end_ms=st.posted_ms + o.punish_window_ms if st.phase == "punish" else None,
            revealer=st.revealer if st.phase == "slap" else None,
            slapped=slapped,
            culprit=st.culprit if st.phase == "punish" else None,
            cause=st.cause if st.phase == "punish" else None,
            early=st.phase == "punish" and st.early,
            players=list(players),
            ranking=list(st.ranking),
            ranking_kind=st.ranking_kind,
            last_punisher=st.last_punisher,
            last_culprit=st.last_culprit,
            last_cause=st.last_cause,
            clock_ms=st.clock_ms,
            next_tick_ms=None if over else max(st.next_tick_ms, st.clock_ms),
            shown_pending=not over and not st.shown_done,
            token_hunt=o.token_hunt,
            my_row=my_row,
            my_inputs=st.acted[viewer] if viewer is not None else 0,
            my_last_input_ms=st.last_input_ms[viewer] if viewer is not None else None,
            my_last_press_ms=self._last_presses(viewer),
            my_pending={p.sf: p.note for p in st.buffer if p.seat == viewer} if viewer is not None else {},
            race_ruled_ms=st.race.ruled_ms if st.race is not None else None,
            timing=Timing(
                slow_limit_ms=self.slow_limit_ms(),
                slap_window_ms=o.slap_window_ms,
                punish_window_ms=o.punish_window_ms,
                grace_ms=o.grace_ms,
                guard_ms=o.slap_anticipation_guard_ms,
                double_tap_ms=o.double_tap_ms,
                late_claim_ms=o.late_claim_ms,
                ai_reaction_ms=o.ai_reaction_ms,
                ai_reaction_sd_ms=o.ai_reaction_sd_ms,
                ai_error_rate=o.ai_error_rate,
            ),
            result=st.result,
        )

    def _last_presses(self, viewer: Seat | None) -> dict[str, int]:
        """The viewer's latest press of each button still inside the double-tap window (W30)."""
        out: dict[str, int] = {}
        if viewer is None:
            return out
        for t in self.state.taps:
            if t.seat == viewer and t.at > out.get(t.button, -1):
                out[t.button] = t.at
        return out

    def census(self) -> Counter[str]:
        """The 55 sound cards, in the draw and discard piles."""
        return Counter(self.state.draw) + Counter(self.state.discard)

    def secret_ids(self, viewer: Seat | None) -> set[str]:
        """The draw pile's cards: their order is hidden from everyone."""
        return set(self.state.draw)
