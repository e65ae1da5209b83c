"""What the bot sends: refereed against Discord's rules; uploads kept as attachments and media resolved."""

from __future__ import annotations

from typing import Any

from tests import discord_spec as spec_rules
from tests.discord_harness.core import HarnessCore
from tests.discord_harness.records import ApiCall, JsonDict, Upload, UploadedFile
from tests.discord_harness.snowflakes import _jsonable, http_error
from tests.discord_harness.store import _content_type, _image_size, _merge_edit, _new_message_fields


class Outgoing(HarnessCore):
    """What the bot sends, checked against Discord's rules (the referee) and its files kept as attachments."""

    def _referee(
        self,
        method: str,
        template: str,
        body: Any,
        where: str,
        *,
        uploads: list[Upload] | None = None,
        before: JsonDict | None = None,
        after: JsonDict | None = None,
    ) -> None:
        """Refuse a request body the way Discord would (400 / 50035), and fail the test that sent it.

        `template` is the route template (``/channels/{channel_id}/messages``): the body is checked
        against that operation's schema in Discord's OpenAPI spec and the run-time rules of
        `tests.discord_spec`. For a request that creates or edits a message (`_referee_message`),
        `uploads` are its files (too many bytes: 413 / 40005), `before` the message it edits and
        `after` the message as it would be, whose ``attachment://`` references must name its files.
        Nothing opts out.
        """
        if self.lean:
            return
        uploads = uploads or []
        too_large = spec_rules.upload_too_large(uploads, self.upload_limit_bytes)
        if too_large:
            self._refuse(
                f"{where}: {method} {template} -> 413/40005: {too_large}",
                http_error(413, spec_rules.REQUEST_TOO_LARGE, "Request entity too large"),
            )
        problems = spec_rules.request_problems(
            method, template, body, known_emoji_ids=self.known_emoji_ids(), before=before
        )
        message, prefix, _ = spec_rules.message_part(template, body)
        if after is not None and message is not None:
            extra = spec_rules.upload_problems(message, uploads, kept=(before or {}).get("attachments") or ())
            extra += spec_rules.reference_problems(after)
            if before is not None:
                extra += spec_rules.edit_problems(before, message, after)
            problems += [
                spec_rules.Problem(f"{prefix}.{p.path}" if prefix else p.path, p.message, p.rule, p.code)
                for p in extra
            ]
        elif uploads and message is None:
            problems.append(
                spec_rules.Problem(
                    "files", "files on a request that makes no message", "files go with a message"
                )
            )
        if problems:
            exc = spec_rules.refusal(problems)
            self._refuse(f"{where}: {method} {template} -> 400/50035: " + "; ".join(map(str, problems)), exc)
        if message is not None:
            for text in spec_rules.text_emoji_problems(message, self.known_emoji_ids()):
                self.violations.append(f"{where}: a custom emoji Discord shows as text: {text}")

    def _referee_message(
        self,
        call: ApiCall,
        template: str,
        body: JsonDict | None,
        before: JsonDict | None,
        channel_id: int,
        where: str,
    ) -> dict[int, JsonDict]:
        """Referee a request that creates (`before` None) or edits a message, with its files.

        Returns the attachments Discord makes of the request's files (by ``files[n]`` index), which
        the caller stores with the message (`_merge_with_files`, `_new_message_fields`) once the
        request is accepted, and keeps with `_keep_uploads`.
        """
        message, _, _ = spec_rules.message_part(template, body)
        made = self._make_attachments(call.files, message, channel_id) if call.files else {}
        after: JsonDict | None = None
        if message is not None and not self.lean:
            if before is None:
                after = _new_message_fields(message, list(made.values()))
            else:
                after = _merge_edit(
                    before, message, attachments=self._attachments_after(before, message, made)
                )
        self._referee(call.method, template, body, where, uploads=call.files, before=before, after=after)
        return made

    def _make_attachments(
        self, uploads: list[Upload], message: JsonDict | None, channel_id: int
    ) -> dict[int, JsonDict]:
        """Discord's attachment objects for a request's files (by index n of ``files[n]``)."""
        entries: dict[str, JsonDict] = {}
        for entry in (message or {}).get("attachments") or []:
            if isinstance(entry, dict):
                entries.setdefault(str(entry.get("id")), entry)
        made: dict[int, JsonDict] = {}
        for upload in uploads:
            entry = entries.get(str(upload.index)) or {}
            name = str(entry.get("filename") or upload.filename)
            aid = self.next_id()
            ctype = _content_type(name, upload.data)
            att: JsonDict = {
                "id": str(aid),
                "filename": name,
                "size": upload.size,
                "url": f"https://cdn.discordapp.com/attachments/{channel_id}/{aid}/{name}",
                "proxy_url": f"https://media.discordapp.net/attachments/{channel_id}/{aid}/{name}",
                "content_type": ctype,
            }
            if entry.get("description"):
                att["description"] = entry["description"]
            if ctype.startswith("image/"):
                width, height = _image_size(upload.data)
                if width is not None:
                    att["width"], att["height"] = width, height
            made[upload.index] = att
        return made

    @staticmethod
    def _attachments_after(
        before: JsonDict, data: JsonDict, made: dict[int, JsonDict]
    ) -> list[JsonDict] | None:
        """A message's attachments after an edit (None: unchanged).

        With an ``attachments`` field the message keeps exactly the listed ones: an id it already
        has (kept, description updated) or an index n of this request's ``files[n]`` (new). Without
        it, the request's files are added to those it had.
        """
        listed = data.get("attachments")
        if isinstance(listed, list):
            old = {str(a.get("id")): a for a in before.get("attachments") or [] if isinstance(a, dict)}
            out = []
            for entry in listed:
                if not isinstance(entry, dict):
                    continue
                aid = str(entry.get("id"))
                if aid in old:
                    kept = dict(old[aid])
                    if "description" in entry:
                        kept["description"] = entry["description"]
                    out.append(kept)
                elif aid.isdigit() and int(aid) in made:
                    out.append(made[int(aid)])
            return out
        if made:
            return list(before.get("attachments") or []) + list(made.values())
        return None

    def _merge_with_files(self, base: JsonDict, data: JsonDict, made: dict[int, JsonDict]) -> JsonDict:
        """`_merge_edit` with the edit's files and ``attachments`` field applied, media resolved."""
        attachments = self._attachments_after(base, data, made) if made or "attachments" in data else None
        return self._resolve_media(_merge_edit(base, data, lean=self.lean, attachments=attachments))

    def _resolve_media(self, msg: JsonDict) -> JsonDict:
        """Point ``attachment://<filename>`` media at the message's attachment, as Discord returns
        it (its CDN url, size, type and ``attachment_id``). Returns `msg`, resolved in place or, in
        lean mode (shared values), as a copy."""
        attachments = msg.get("attachments")
        if not attachments:
            return msg
        by_name: dict[str, JsonDict] = {}
        for a in attachments:
            by_name.setdefault(str(a.get("filename")), a)

        def targets(m: JsonDict) -> list[tuple[JsonDict, str, JsonDict, int]]:
            out = []
            for _, holder, key, ctype, _ in spec_rules.media_slots(m):
                url = holder[key]
                if url.startswith(spec_rules.ATTACHMENT_URL):
                    found = by_name.get(url[len(spec_rules.ATTACHMENT_URL) :])
                    if found is not None:
                        out.append((holder, key, found, ctype))
            return out

        if not targets(msg):
            return msg
        if self.lean:
            msg = {
                **msg,
                "components": _jsonable(msg.get("components")),
                "embeds": _jsonable(msg.get("embeds")),
            }
        for holder, key, att, ctype in targets(msg):
            holder[key] = att["url"]
            proxy_key = "proxy_url" if key == "url" else f"proxy_{key}"
            holder[proxy_key] = att["proxy_url"]
            if ctype:  # a component's unfurled media item
                holder["attachment_id"] = att["id"]
                holder["content_type"] = att.get("content_type")
                for dim in ("width", "height"):
                    if att.get(dim) is not None:
                        holder[dim] = att[dim]
        return msg

    def _keep_uploads(self, call: ApiCall, made: dict[int, JsonDict], message_id: int) -> None:
        """Keep the bytes of an accepted request's files (`uploads`, `attachments()`)."""
        for upload in call.files:
            att = made.get(upload.index)
            if att is None:
                continue
            self.uploads[int(att["id"])] = UploadedFile(
                id=int(att["id"]),
                filename=att["filename"],
                content_type=att["content_type"],
                data=upload.data,
                url=att["url"],
                description=att.get("description"),
                width=att.get("width"),
                height=att.get("height"),
                message_id=message_id,
                call_seq=call.seq,
            )
