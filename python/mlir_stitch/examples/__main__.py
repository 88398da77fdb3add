"""python -m mlir_stitch.examples NAME FOLDER: write FOLDER/in.npz and FOLDER/expected.npz."""
import sys

from . import EXAMPLES, write

if len(sys.argv) != 3 or sys.argv[1] not in EXAMPLES:
    sys.exit(f"usage: python -m mlir_stitch.examples {{{'|'.join(EXAMPLES)}}} FOLDER")
print(*write(sys.argv[1], sys.argv[2]))
