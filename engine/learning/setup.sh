#!/bin/sh
# Makes the learning tools' virtual environment at target/learning/venv (if missing) and
# installs engine/learning/requirements.txt into it (pip skips what is already there).
# Run from the repository's root; then use target/learning/venv/bin/python.
set -eu
venv=target/learning/venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r engine/learning/requirements.txt
