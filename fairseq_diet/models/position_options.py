"""Command-line options of the position schemes, their defaults and checks.

``apply_position_options`` runs in the architecture function, after
fairseq's own has set the sizes and before any data is loaded. It refuses an
option the chosen scheme does not read, fills in the defaults (the scheme's,
then the architecture's), and checks the values and the head sizes; a
refusal is a ``PositionOptionError`` naming the option and the scheme,
printed by fairseq's command-line tools as one line.
"""

import sys

from ..modules.engine import BACKEND_CHOICES, ENV_BACKEND, RETIRED, backend_setting, check_setting
from ..positions import POSITION_SCHEMES, SHARE_MODES, PositionOptionError
from ..positions.base import ROTATION

INPUT_POSITIONS = ("none", "sinusoidal", "learned")


def add_position_args(parser):
    """Options common to the schemes, then each scheme's own. Options with
    fixed choices list them in their help and are checked with the others in
    ``apply_position_options``: a wrong value is one line naming the option
    (exit status 1), not argparse's usage."""
    parser.add_argument("--position-scheme", metavar=_choices(sorted(POSITION_SCHEMES)),
                        help="position term inside attention (set by --arch)")
    parser.add_argument("--share-positions", metavar=_choices(SHARE_MODES),
                        help="share position parameters across layers, heads, both, or none")
    parser.add_argument("--max-relative-position", type=int, metavar="K",
                        help="the chosen scheme's distance option, by its older name: "
                             "--diet-rel-clip, --shaw-clip or --t5-max-distance")
    parser.add_argument("--input-positions", metavar=_choices(INPUT_POSITIONS),
                        help="also add fairseq's position embeddings to the inputs "
                             "(ablations; default none)")
    parser.add_argument("--cross-attention-positions", dest="cross_attention_positions",
                        action="store_true",
                        help="position term in encoder-decoder attention (default: per scheme, "
                             "see the README); the later of this and the next option wins")
    parser.add_argument("--no-cross-attention-positions", dest="cross_attention_positions",
                        action="store_false",
                        help="no position term in encoder-decoder attention")
    parser.add_argument("--attention-backend", metavar=_choices(BACKEND_CHOICES),
                        help=f"how attention runs (default auto, or {ENV_BACKEND}): docs/attention.md; "
                             "stored with the model")
    for scheme in POSITION_SCHEMES.values():
        scheme.add_args(parser)


def _choices(names) -> str:
    return "{" + ",".join(names) + "}"


def scheme_options():
    """Every option name (argparse dest) some scheme reads: {dest: [schemes]}."""
    owners = {}
    for name, scheme in sorted(POSITION_SCHEMES.items()):
        for dest in scheme.DEFAULTS:
            owners.setdefault(dest, []).append(name)
    return owners


def flag(dest: str) -> str:
    return "--" + dest.replace("_", "-")


def apply_position_options(args, arch_scheme: str, arch_defaults=None):
    """Set the position options of ``args`` for an architecture whose scheme
    is ``arch_scheme`` (``--position-scheme`` may choose another), with the
    architecture's own defaults ``arch_defaults`` for its scheme."""
    name = getattr(args, "position_scheme", None) or arch_scheme
    if name not in POSITION_SCHEMES:
        raise PositionOptionError(f"--position-scheme must be one of "
                                  f"{', '.join(sorted(POSITION_SCHEMES))}; got {name!r}")
    scheme = POSITION_SCHEMES[name]
    share = getattr(args, "share_positions", None)
    if share is not None and share not in SHARE_MODES:
        raise PositionOptionError(f"--share-positions must be one of {', '.join(SHARE_MODES)}; got {share!r}")
    given_as = map_aliases(args, scheme, name)
    owners = scheme_options()
    # An option counts as given when it holds a value: fairseq leaves options
    # that were not given unset, and checkpoints store the others as None/False.
    for dest in sorted(owners):
        if dest not in scheme.DEFAULTS and getattr(args, dest, None) not in (None, False):
            arch = getattr(args, "arch", None)
            chosen = f"--position-scheme {name}" + (f" (--arch {arch})" if arch else "")
            raise PositionOptionError(f"{flag(dest)} does not apply to {chosen}; it is an option of "
                                      f"{', '.join(owners[dest])}")
    defaults = dict(scheme.DEFAULTS)
    if name == arch_scheme:
        defaults.update(arch_defaults or {})
    for dest in owners:
        if dest in scheme.DEFAULTS:
            if getattr(args, dest, None) is None:
                setattr(args, dest, defaults.get(dest))
        else:
            setattr(args, dest, None)
    args.position_scheme = name
    args.attention_backend = getattr(args, "attention_backend", None)
    if args.attention_backend in RETIRED:  # (a model stored by an earlier release, or the old name given)
        args.attention_backend = backend_setting(args.attention_backend)
    if args.attention_backend not in (None, *BACKEND_CHOICES):
        raise PositionOptionError(f"--attention-backend must be one of {', '.join(BACKEND_CHOICES)}; "
                                  f"got {args.attention_backend!r}")
    check_setting(args.attention_backend)
    if getattr(args, "input_positions", None) is None:
        args.input_positions = "none"
    if args.input_positions not in INPUT_POSITIONS:
        raise PositionOptionError(f"--input-positions must be one of {', '.join(INPUT_POSITIONS)}; "
                                  f"got {args.input_positions!r}")
    check_fairseq_input_positions(args)
    if getattr(args, "cross_attention_positions", None) is None:
        # Checkpoints written before --cross-attention-positions stored only
        # --no-cross-attention-positions, under its own name.
        old = getattr(args, "no_cross_attention_positions", None)
        args.cross_attention_positions = scheme.CROSS_ATTENTION if old is None else not old
    if getattr(args, "cross_self_attention", False):
        raise PositionOptionError("--cross-self-attention is not supported by transformer_diet models")
    for name_ in ("max_source_positions", "max_target_positions"):
        value = getattr(args, name_, None)
        if value is not None and value <= 0:
            raise PositionOptionError(f"{flag(name_)} must be positive; got {value}")
    try:
        scheme.check_options(args)
    except PositionOptionError as error:
        message = str(error)
        for new, old in given_as.items():  # name what was typed too
            message = message.replace(flag(new), f"{flag(new)} (given as {flag(old)})")
        raise PositionOptionError(message) from None
    check_head_sizes(args, scheme)


def check_fairseq_input_positions(args):
    """fairseq's own switches of the input position embeddings, which
    ``--input-positions`` sets for these models (the model stores them so):
    one that asks for something else is refused, not silently overridden."""
    learned = [flag(dest) for dest in ("encoder_learned_pos", "decoder_learned_pos") if getattr(args, dest, False)]
    if learned and args.input_positions != "learned":
        raise PositionOptionError(
            f"{' and '.join(learned)} ask for learned input position embeddings, which these models add only "
            f"with --input-positions learned (here: {args.input_positions}); give that instead")
    if getattr(args, "no_token_positional_embeddings", False) and args.input_positions != "none":
        raise PositionOptionError(f"--no-token-positional-embeddings and --input-positions "
                                  f"{args.input_positions} disagree: give one")


def map_aliases(args, scheme, name: str):
    """Move an option given by its older name (``ALIASES``; checkpoints written
    before the rename store it so) to the scheme's own name, and refuse it
    where the scheme has no such option or both names disagree. Returns
    ``{new: old}`` for the options moved."""
    given_as = {}
    aliases = {old for cls in POSITION_SCHEMES.values() for old in cls.ALIASES}
    for old in sorted(aliases):
        value = getattr(args, old, None)
        setattr(args, old, None)
        if value is None:
            continue
        new = scheme.ALIASES.get(old)
        if new is None:
            owners = {cls.ALIASES[old]: other for other, cls in sorted(POSITION_SCHEMES.items())
                      if old in cls.ALIASES}
            raise PositionOptionError(
                f"{flag(old)} does not apply to --position-scheme {name}; it names "
                + ", ".join(f"{flag(dest)} for {other}" for dest, other in owners.items()))
        given = getattr(args, new, None)
        if given is not None and given != value:
            raise PositionOptionError(f"{flag(old)} {value} and {flag(new)} {given} disagree; "
                                      f"{flag(old)} is the older name of {flag(new)}: give one")
        setattr(args, new, value)
        given_as[new] = old
    return given_as


def check_head_sizes(args, scheme):
    """Each stack's embedding dimension must split into its heads, and a rotary
    scheme's head size into pairs of dimensions. Checked from the options, so
    that the error comes before any data is loaded, not when the model is built."""
    for side in ("encoder", "decoder"):
        dim = getattr(args, f"{side}_embed_dim", None)
        heads = getattr(args, f"{side}_attention_heads", None)
        if dim is None or heads is None:
            continue
        sizes = f"--{side}-embed-dim {dim} with --{side}-attention-heads {heads}"
        if heads <= 0 or dim % heads:
            raise PositionOptionError(f"{sizes}: the embedding dimension must split into equal heads")
        if scheme.kind == ROTATION and (dim // heads) % 2:
            raise PositionOptionError(f"--position-scheme {scheme.scheme} rotates pairs of dimensions, so "
                                      f"the head size must be even; {sizes} gives {dim // heads}")


def _print_option_errors(kind, error, traceback):
    """sys.excepthook: an uncaught PositionOptionError (a command-line tool
    given a bad option) is one line on stderr and exit status 1; everything
    else goes to the previous hook."""
    if isinstance(error, PositionOptionError):
        print(f"{sys.argv[0].rsplit('/', 1)[-1]}: error: {error}", file=sys.stderr)
    else:
        _previous_hook(kind, error, traceback)


_previous_hook = sys.excepthook
sys.excepthook = _print_option_errors
