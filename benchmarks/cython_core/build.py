"""Compile core.pyx (Cython) and cxx_core.cpp (C++, pybind11) in place, for benchmarks/core_languages.py.

    .venv/bin/pip install cython pybind11   # into the venv only: neither is a dependency of qvoleurs
    .venv/bin/python benchmarks/cython_core/build.py

Built with the same flags as setup.py builds the C core (Python's own, then -O2), so that
the compiled versions are compared on equal terms. Without pybind11 only core.pyx is built.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from Cython.Build import cythonize
from setuptools import Extension, setup

HERE = Path(__file__).resolve().parent


def extensions() -> list[Extension]:
    out = cythonize([Extension("core", ["core.pyx"], extra_compile_args=["-O2"])], quiet=True)
    try:
        import pybind11
    except ImportError:
        print("pybind11 is not installed: the C++ version is not built", file=sys.stderr)
        return out
    cxx = Extension(
        "cxx_core",
        ["cxx_core.cpp"],
        include_dirs=[pybind11.get_include()],
        language="c++",
        extra_compile_args=["-std=c++20", "-O2", "-fvisibility=hidden"],
    )
    return [*out, cxx]


if __name__ == "__main__":
    os.chdir(HERE)
    setup(
        name="core_languages",
        ext_modules=extensions(),
        script_args=["build_ext", "--inplace", "--force", "--build-temp", "build"],
    )
