/// The file `a11yscan init` writes: every key, each with a short explanation. Keys with a
/// sensible empty value are set to it; keys that need a project's own values (a baseline
/// file, guideline pages, a job count) are written commented out with an example value.
/// Explanations start with `# `; a commented-out setting starts with `#` directly before the
/// key (its indented lines with `#  `), so uncommenting it means deleting the `#`s.
extension Configuration {
    public static let starterFile = """
        # a11yscan configuration.
        #
        # Every .a11yscan.yml from the top of the file system down to a file's folder applies
        # to that file, a nearer one refining the ones above it (see the README). Command-line
        # options win over these files. Paths here are relative to the folder holding this file.

        # Files to scan and to skip, as globs in .gitignore syntax (*, **, ?, [a-z]) matched
        # against paths relative to the folder holding this file, whichever folder is scanned
        # (--include and --exclude are relative to the scanned folder). An empty
        # include list scans every Swift and Kotlin file. Example: ["**/Generated/**", "*.pb.swift"]
        include: []
        exclude: []

        # Which rules run; `a11yscan rules` lists their ids. Every rule runs unless `enable`
        # (also spelled `only`) lists the only ones to run; `disable` turns rules off.
        rules:
          enable: []
          disable: []

        # A different severity for some rules: note, warning or error.
        # Example: {swiftui-icon-not-hidden: error}
        severity: {}

        # Folders of extra rule files (one YAML file per rule), used beside the built-in rules.
        patterns: []

        # The team's own guideline pages: their folder, a link pattern for each finding's entry
        # (placeholders: {slug}, {title}, {section}, {framework}, {platform}), and page names
        # that differ from the entry they describe (page name: entry slug).
        #guidelines:
        #  path: docs/accessibility
        #  url: https://example.org/accessibility/{slug}
        #  aliases:
        #    select-menu: dropdown

        # The lowest severity that makes the scan exit with status 1: note, warning, error or
        # never (report only).
        fail-on: warning

        # Findings accepted for now: only findings not in this file are reported.
        #baseline: .a11yscan-baseline.json

        # Files scanned in parallel; the number of cores when not set.
        #jobs: 4

        """
}
