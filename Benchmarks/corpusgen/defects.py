"""The accessibility defects the corpus plants, and a tally of how many of each it wrote.

Every kind is planted in its broken form or in a fixed form, so a scanner has both true
positives to find and near misses to leave alone.
"""

KINDS = {
    "icon-beside-text": "an icon in a button that already shows a text label, not hidden",
    "icon-only-button-unlabeled": "a button whose only content is an icon, with no accessible name",
    "tap-without-role": "a tap gesture or click handler on a plain view, with no button role or trait",
    "dimmed-without-disabled": "a control faded to look disabled while still enabled for assistive technology",
    "text-field-unlabeled": "a text field with no label, placeholder or accessible name",
    "custom-toggle-state-hidden": "a hand-made toggle or checkbox that does not expose its on/off state or role",
}

FRAMEWORKS = ("swiftui", "uikit", "compose", "views")


class Tally:
    """Counts planted (broken) and fixed variants per kind and framework."""

    def __init__(self):
        self.counts = {}

    def add(self, kind, framework, planted):
        if kind not in KINDS or framework not in FRAMEWORKS:
            raise ValueError(f"unknown defect kind or framework: {kind}, {framework}")
        key = (kind, framework, "planted" if planted else "fixed")
        self.counts[key] = self.counts.get(key, 0) + 1

    def merge(self, other):
        for key, value in other.counts.items():
            self.counts[key] = self.counts.get(key, 0) + value

    def total(self, variant):
        return sum(n for (_, _, v), n in self.counts.items() if v == variant)

    def as_manifest(self):
        """Per kind: totals and a per-framework split, in a fixed key order."""
        result = {}
        for kind in sorted(KINDS):
            per_framework = {}
            for framework in FRAMEWORKS:
                planted = self.counts.get((kind, framework, "planted"), 0)
                fixed = self.counts.get((kind, framework, "fixed"), 0)
                if planted or fixed:
                    per_framework[framework] = {"planted": planted, "fixed": fixed}
            result[kind] = {
                "description": KINDS[kind],
                "planted": sum(v["planted"] for v in per_framework.values()),
                "fixed": sum(v["fixed"] for v in per_framework.values()),
                "by_framework": per_framework,
            }
        return result
