"""Game-agnostic, Qt-free core: RNG, errors, the Game protocol, registry, records, bots."""
