"""Compile core.pyx in place (benchmarks/cython_core/core.*.so), for benchmarks/core_languages.py.

    .venv/bin/pip install cython   # into the venv only: Cython is no dependency of qvoleurs
    .venv/bin/python benchmarks/cython_core/build.py

Built with the same flags as setup.py builds the C core (Python's own, then -O2), so that
the two compiled versions are compared on equal terms.
"""

from __future__ import annotations

import sys
from pathlib import Path

from Cython.Build import cythonize
from setuptools import Extension, setup

HERE = Path(__file__).resolve().parent


def build() -> None:
    extension = Extension("core", [str(HERE / "core.pyx")], extra_compile_args=["-O2"])
    setup(
        name="cython_core",
        ext_modules=cythonize([extension], annotate=False, quiet=True),
        script_args=["build_ext", "--inplace", "--force", "--build-temp", str(HERE / "build")],
    )


if __name__ == "__main__":
    sys.argv = sys.argv[:1]
    import os

    os.chdir(HERE)
    build()
