"""Print the command-line options of the plugin's models, which `fairseq-train --help` cannot show.

fairseq adds a model's options to its parser only after a first parse that finds --arch, and
that first parse already answers --help: `fairseq-train --help` lists no model options, the
plugin's or fairseq's own transformer options, whatever the order of the arguments.
"""

import argparse
import sys

from fairseq.models import ARCH_CONFIG_REGISTRY, ARCH_MODEL_REGISTRY
from fairseq.models.transformer import TransformerModel

from .models.transformer_diet import DietTransformerModel

PROG = "python -m fairseq_diet.options_help"


class RecordingParser(argparse.ArgumentParser):
    """A parser that keeps the arguments of every add_argument call, in order."""

    def __init__(self):
        super().__init__(add_help=False, allow_abbrev=False)
        self.calls = []

    def add_argument(self, *args, **kwargs):
        self.calls.append((args, kwargs))
        return super().add_argument(*args, **kwargs)


def option_calls(model_class):
    """The add_argument calls of a fairseq model's add_args: [(option strings, keywords)]."""
    parser = RecordingParser()
    model_class.add_args(parser)
    return parser.calls


def plugin_option_calls():
    """The options the plugin's model adds to fairseq's transformer."""
    fairseq_options = {name for names, _ in option_calls(TransformerModel) for name in names}
    return [(names, kwargs) for names, kwargs in option_calls(DietTransformerModel)
            if not fairseq_options.intersection(names)]


def arch_values(arch, calls):
    """{option: value} that architecture function ARCH gives the options of calls."""
    args = argparse.Namespace()
    ARCH_CONFIG_REGISTRY[arch](args)
    options = {name for names, _ in calls for name in names}
    values = {}
    for names, kwargs in calls:
        if names[0].startswith("--no-") and "--" + names[0][5:] in options:
            continue  # a --x / --no-x pair is shown once, under --x
        dest = kwargs.get("dest") or names[0].lstrip("-").replace("-", "_")
        values[names[0]] = getattr(args, dest, None)
    return values


def main(argv=None):
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0])
    parser.add_argument("--arch", metavar="ARCH",
                        help="also print the values this architecture gives the plugin's options")
    parser.add_argument("--all", action="store_true", help="also print fairseq's own transformer options")
    args = parser.parse_args(argv)
    plugin_archs = sorted(name for name, model in ARCH_MODEL_REGISTRY.items() if model is DietTransformerModel)
    families = ", ".join(name for name in plugin_archs if not name.endswith(("_wmt_en_de", "_wmt_en_de_big")))
    if args.arch is not None and args.arch not in plugin_archs:
        parser.error(f"--arch {args.arch} is not an architecture of the plugin ({families}, "
                     "each also with _wmt_en_de and _wmt_en_de_big)")

    printer = argparse.ArgumentParser(
        prog=f"fairseq-train DATA --user-dir fairseq_diet --arch {args.arch or 'ARCH'}", add_help=False,
        description=f"Options of the plugin's architectures ({families}, each also with _wmt_en_de and "
                    "_wmt_en_de_big). An option the chosen scheme does not read is refused.")
    calls = plugin_option_calls()
    group = printer.add_argument_group("fairseq_diet's position options")
    for names, kwargs in calls:
        group.add_argument(*names, **kwargs)
    if args.all:
        group = printer.add_argument_group("fairseq's transformer options (as for --arch transformer)")
        for names, kwargs in option_calls(TransformerModel):
            group.add_argument(*names, **kwargs)
    printer.print_help()
    if args.arch is not None:
        print(f"\nvalues --arch {args.arch} gives them (the command line wins):")
        for option, value in arch_values(args.arch, calls).items():
            print(f"  {option} {'(unset)' if value is None else value}")


if __name__ == "__main__":
    sys.exit(main())
