"""Per-file generation state: the random stream, the defect tally and unique local names."""

from .defects import Tally


def indent(lines, levels=1):
    """Indents every non-empty line by `levels` steps of four spaces."""
    pad = "    " * levels
    return [pad + line if line else "" for line in lines]


def camel(word):
    return word[:1].lower() + word[1:]


class FileContext:
    """What one file's templates share: randomness, the tally, and names already used."""

    def __init__(self, rng, framework):
        self.rng = rng
        self.framework = framework
        self.tally = Tally()
        self.used = {}

    def fresh(self, base):
        """A local identifier based on `base`, unique within the file."""
        count = self.used.get(base, 0) + 1
        self.used[base] = count
        return base if count == 1 else f"{base}{count}"

    def pick(self, items):
        return items[self.rng.randrange(len(items))]

    def chance(self, probability):
        return self.rng.random() < probability

    def plant(self, kind):
        """Decides broken or fixed for one occurrence of `kind`, and counts it."""
        planted = self.rng.random() < 0.5
        self.tally.add(kind, self.framework, planted)
        return planted
