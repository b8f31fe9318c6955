# Shortcuts for the packaging commands (see packaging/README.md).
.PHONY: deb test-deb icons

deb:            ## build dist/qvoleurs_<version>_<arch>.deb from this checkout
	packaging/build-deb

test-deb: deb   ## unpack the .deb into a scratch folder and run it headless and offscreen
	packaging/test-deb

icons:          ## re-render the PNG/ICO/ICNS icons after editing resources/icons/*.svg
	.venv/bin/python packaging/render_icons.py
