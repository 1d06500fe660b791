"""Where a wheel installs the bundled data: pyproject.toml maps this package to the
top-level `resources/` (`package-dir`), so `setuptools` finds it here with the code and
ships `resources/` in its place. In a source checkout it holds nothing but this file;
`peloton_desktop.resources` then reads `resources/` itself."""
