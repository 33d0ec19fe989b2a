from . import transformer_diet  # noqa: F401  (registers the model and its architectures)
