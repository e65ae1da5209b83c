"""Application command rules: names, descriptions, options (the bulk overwrite's body)."""

from __future__ import annotations

from tests.discord_spec.common import COMMAND_NAME_RE, JsonDict, Problem


def command_problems(commands: list[JsonDict] | None) -> list[Problem]:
    """Application-command rules of a bulk overwrite (docs/ARCHITECTURE.md C16.8)."""
    out: list[Problem] = []
    commands = commands or []
    names: dict[tuple[int, str], int] = {}
    for i, cmd in enumerate(commands):
        key = (int(cmd.get("type") or 1), str(cmd.get("name")))
        if key in names:
            out.append(
                Problem(
                    f"{i}.name",
                    f"command {key[1]!r} is defined twice",
                    "command names unique",
                    "APPLICATION_COMMAND_ALREADY_EXISTS",
                )
            )
        names.setdefault(key, i)
        out += _command_problems(str(i), cmd, chat_input=key[0] == 1)
    return out


def _command_problems(where: str, cmd: JsonDict, *, chat_input: bool) -> list[Problem]:
    out: list[Problem] = []
    name = cmd.get("name")
    if (
        not isinstance(name, str)
        or not COMMAND_NAME_RE.fullmatch(name)
        or (chat_input and name != name.lower())
    ):
        out.append(
            Problem(
                f"{where}.name",
                f"name {name!r} must be 1-32 lowercase letters, digits, - _ '",
                "command name regex",
                "APPLICATION_COMMAND_INVALID_NAME",
            )
        )
    description = cmd.get("description")
    if chat_input and (not isinstance(description, str) or not 1 <= len(description) <= 100):
        out.append(
            Problem(
                f"{where}.description",
                f"description must be 1-100 chars (is {len(description or '')})",
                "description 1-100",
                "BASE_TYPE_BAD_LENGTH",
            )
        )
    options = cmd.get("options") or []
    if len(options) > 25:
        out.append(
            Problem(
                f"{where}.options", f"{len(options)} options > 25", "≤ 25 options", "BASE_TYPE_MAX_LENGTH"
            )
        )
    optional_seen = False
    for j, opt in enumerate(options):
        at = f"{where}.options.{j}"
        if opt.get("type") in (1, 2):
            out += _command_problems(at, opt, chat_input=True)
            continue
        out += _command_problems(at, {k: v for k, v in opt.items() if k != "options"}, chat_input=True)
        if opt.get("required"):
            if optional_seen:
                out.append(
                    Problem(
                        f"{at}.required",
                        "a required option after an optional one",
                        "required options first",
                        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    )
                )
        else:
            optional_seen = True
        choices = opt.get("choices") or []
        if len(choices) > 25:
            out.append(
                Problem(
                    f"{at}.choices", f"{len(choices)} choices > 25", "≤ 25 choices", "BASE_TYPE_MAX_LENGTH"
                )
            )
        for k, choice in enumerate(choices):
            cname = choice.get("name")
            if not isinstance(cname, str) or not 1 <= len(cname) <= 100:
                out.append(
                    Problem(
                        f"{at}.choices.{k}.name",
                        "choice name must be 1-100 chars",
                        "choice name 1-100",
                        "BASE_TYPE_BAD_LENGTH",
                    )
                )
    return out
