"""The Python module of the `stitch` dialect namespace, as MLIR's bindings look it up.

The bindings import `<prefix>.stitch` whenever they hand out a `#stitch.*` attribute; found
here (mlir_stitch/dialects/__init__.py adds this package as a search prefix), the import
succeeds once and is not tried again. The dialect itself is IRDL, loaded per context by
`load_stitch_dialect`, and has no Python op classes: nothing is registered here."""
