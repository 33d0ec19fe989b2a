"""Position schemes, one file each, under one interface (``base.py``).

Importing the package imports every module beside ``base``, so a scheme's
``@register_position_scheme`` decorator makes it a ``--position-scheme``
choice without any other file naming it.
"""

import importlib
import pkgutil

from .base import (KINDS, POSITION_SCHEMES, SHARE_MODES, PositionContext, PositionOptionError, PositionScheme,
                   RadialBasisSum, Stack)
from .layout import gather_columns, real_positions, right_align, roll_index, roll_rows

for _module in pkgutil.iter_modules(__path__):
    if _module.name not in ("base", "layout"):
        importlib.import_module(f"{__name__}.{_module.name}")
