"""What Orca said in a scripts/hear-orca run, beside the steps that made it say it.

    python3 scripts/orca_heard.py [--all] RUN_FOLDER

Reads the run's steps.log and Orca's debug log (orca-debug.out): its SPEECH OUTPUT lines,
and its "Interrupting presentation", where it stops what it was saying. Without --all, its
echo of single typed characters is left out."""

from __future__ import annotations

import re
import sys
from pathlib import Path

STAMP = re.compile(r"^(\d\d:\d\d:\d\d\.\d{6}) - (.*)$")
VOICE = re.compile(r"\{.*\}$")  # the voice Orca asked for, after the words
TYPED = re.compile(r"'. '\s*")  # Orca's echo of one typed character


def heard(run: Path, everything: bool) -> list[str]:
    events: list[tuple[str, int, str]] = []
    for line in (run / "steps.log").read_text().splitlines():
        when, _, what = line.partition(" ")
        events.append((when, 0, f">> {what}"))
    for line in (run / "orca-debug.out").read_text(errors="replace").splitlines():
        found = STAMP.match(line)
        if not found:
            continue
        when, text = found.groups()
        if text.startswith("SPEECH OUTPUT: "):
            said = VOICE.sub("", text.removeprefix("SPEECH OUTPUT: "))
            if everything or not TYPED.fullmatch(said):
                events.append((when[:15], 1, f"   SAY {said}"))
        elif "Interrupting presentation" in text:
            events.append((when[:15], 1, "   CUT"))
    events.sort(key=lambda event: (event[0], event[1]))
    return [f"{when[:12]} {what}" for when, _, what in events]


if __name__ == "__main__":
    args = [arg for arg in sys.argv[1:] if arg != "--all"]
    print("\n".join(heard(Path(args[0]), "--all" in sys.argv)))
