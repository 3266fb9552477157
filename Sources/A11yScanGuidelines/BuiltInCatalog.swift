/// The guideline entries that come with the binary: `Patterns/entries/*.yml`, embedded by
/// `scripts/embed-patterns.py` as their text and as the values they load to
/// (`BuiltinEntries.generated.swift`), so an installed scanner needs no data files and a scan
/// reads no YAML for them; the tests check every value against what `GuidelineEntryFile` reads
/// from the text. The words are the project's own; a team's entry files and guideline pages can
/// add entries or replace their words at run time.
enum BuiltInCatalog {}
