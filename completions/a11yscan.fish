function __a11yscan_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __a11yscan_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __a11yscan_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __a11yscan_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __a11yscan_parse_tokens -S
    set -l unparsed_tokens (__a11yscan_tokens -pc)
    switch $unparsed_tokens[1]
    case 'a11yscan'
        __a11yscan_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'scan'
            __a11yscan_parse_subcommand -r 1 'patterns=+' 'no-builtin-rules' 'only=+' 'disable=+' 'guidelines=' 'guidelines-url=' 'rule-docs-url=' 'format=+' 'output=+' 'fail-on=' 'jobs=' 'config=' 'no-config' 'diff' 'baseline=' 'write-baseline=' 'report-unused-suppressions' 'color=' 'quiet' 'verbose' 'allow-empty' 'follow' 'no-ignore' 'include=+' 'exclude=+' 'absolute-paths' 'stdin' 'stdin-path=' 'all-code' 'no-components' 'component-cache=' 'version' 'h/help'
        case 'rules'
            __a11yscan_parse_subcommand 0 'patterns=+' 'no-builtin-rules' 'only=+' 'disable=+' 'guidelines=' 'guidelines-url=' 'rule-docs-url=' 'json' 'write-docs=' 'version' 'h/help'
        case 'explain'
            __a11yscan_parse_subcommand 1 'patterns=+' 'no-builtin-rules' 'only=+' 'disable=+' 'guidelines=' 'guidelines-url=' 'rule-docs-url=' 'version' 'h/help'
        case 'entries'
            __a11yscan_parse_subcommand 0 'patterns=+' 'no-builtin-rules' 'only=+' 'disable=+' 'guidelines=' 'guidelines-url=' 'format=' 'version' 'h/help'
        case 'init'
            __a11yscan_parse_subcommand 0 'output=' 'force' 'version' 'h/help'
        case 'batch'
            __a11yscan_parse_subcommand -r 1 'patterns=+' 'no-builtin-rules' 'only=+' 'disable=+' 'guidelines=' 'guidelines-url=' 'json=' 'csv=' 'html=' 'previous=+' 'history=' 'rule-docs-url=' 'fail-on=' 'quiet' 'cache=' 'shard=' 'jobs=' 'follow' 'no-ignore' 'all-code' 'include=+' 'exclude=+' 'version' 'h/help'
        case 'merge'
            __a11yscan_parse_subcommand -r 1 'json=' 'csv=' 'html=' 'previous=+' 'history=' 'rule-docs-url=' 'fail-on=' 'quiet' 'version' 'h/help'
        case 'components'
            __a11yscan_parse_subcommand -r 1 'format=' 'checked' 'layouts' 'patterns=+' 'no-builtin-rules' 'only=+' 'disable=+' 'version' 'h/help'
        case 'test'
            __a11yscan_parse_subcommand -r 1 'version' 'h/help'
        case 'tree'
            __a11yscan_parse_subcommand -r 1 'count' 'version' 'h/help'
        case 'help'
            __a11yscan_parse_subcommand -r 1 'version'
        end
    end
end

function __a11yscan_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __a11yscan_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __a11yscan_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __a11yscan_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__a11yscan_tokens -p)
    if test -z "$(__a11yscan_tokens -t)"
        set -l index (count (__a11yscan_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'a11yscan' -f
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'scan' -d 'Scan files and folders (default: the current folder).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'rules' -d 'List the rules: id, family, framework, guideline entry, section and WCAG criteria.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'explain' -d 'Explain one rule: what it finds, the guideline entry, the fix and examples.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'entries' -d 'Show which rules check each guideline entry, section and framework (empty cells included).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'init' -d 'Write a starter .a11yscan.yml that explains every key, in the current folder (or --output).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'batch' -d 'Scan many repositories and write one aggregated report (JSON, CSV, HTML).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'merge' -d 'Combine the --json outputs of batch shards into one report (JSON, CSV, HTML).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'components' -d 'List the app\'s components (composables, SwiftUI views, button classes) and what calls of them are checked for.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'test' -d 'Run the examples of every rule in rule folders.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'tree' -d 'Print the call tree of Swift or Kotlin files: the nodes rules are matched against.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_positional "a11yscan" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan"' -l 'patterns' -d 'Also load every rule file in this folder (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" no-builtin-rules' -l 'no-builtin-rules' -d 'Do not load the built-in rules (use with --patterns).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan"' -l 'only' -d 'Run only this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan"' -l 'disable' -d 'Do not run this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" guidelines' -l 'guidelines' -d 'Load the team\'s guideline pages (Jekyll front matter + Markdown) from this folder; findings quote them.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" guidelines-url' -l 'guidelines-url' -d 'Link findings and rules to guideline pages: {slug}, {title}, {section}, {framework}, {platform} are filled in.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" rule-docs-url' -l 'rule-docs-url' -d 'Link rules to their pages at this URL: {rule} is the rule id, else RULE-ID.md is appended; \'\' links none (default: this project\'s pages, built-in rules only).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan"' -l 'format' -d 'Output format (repeatable): text, xcode, json, sarif, checkstyle, junit, github, gitlab, markdown, html, gcc.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan"' -l 'output' -d 'Write the preceding --format to this file (atomically) instead of standard output.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" fail-on' -l 'fail-on' -d 'Exit 1 when a finding is at or above this severity: note, warning (default), error or never.' -rfka 'note warning error never'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" jobs' -l 'jobs' -d 'Files scanned in parallel (default: the configuration\'s jobs, else the number of cores).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" config' -l 'config' -d 'Read settings from this file alone, instead of the .a11yscan.yml files (its globs are relative to the current folder).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" no-config' -l 'no-config' -d 'Ignore .a11yscan.yml files.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" diff' -l 'diff' -d 'Report only findings a change introduced since the diff base (--diff=BASE to choose it; default: the merge-base with the upstream branch, else origin/HEAD, else HEAD): on added or changed lines, in untracked files, and findings on unchanged lines of a changed file that its base version, scanned the same way, did not have (a deleted line can cause them).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" baseline' -l 'baseline' -d 'Hide the findings recorded in this baseline file (it names files from the git work tree\'s top, so it fits any scanned folder and path style).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" write-baseline' -l 'write-baseline' -d 'Record the current findings in this baseline file and exit 0.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" report-unused-suppressions' -l 'report-unused-suppressions' -d 'Warn about inline suppressions that suppressed nothing.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" color' -l 'color' -d 'Colour in text output: auto (a terminal and no NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" quiet' -l 'quiet' -d 'Print no summary line on standard error.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" verbose' -l 'verbose' -d 'Explain choices on standard error (configuration file, diff base).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" allow-empty' -l 'allow-empty' -d 'Succeed when there is nothing to scan (no Swift or Kotlin file, or every one ignored, excluded or unreadable); without it that is an error (exit 2).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" follow' -l 'follow' -d 'Follow symbolic links inside folders (loops are detected).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" no-ignore' -l 'no-ignore' -d 'Do not read .gitignore files.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan"' -l 'include' -d 'Only scan files matching this glob (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan"' -l 'exclude' -d 'Skip files matching this glob (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" absolute-paths' -l 'absolute-paths' -d 'Report absolute paths (for IDE output filters), not paths from the git work tree\'s top (outside git: relative to the scanned folder).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" stdin' -l 'stdin' -d 'Scan standard input instead of files (for editors and hooks); see --stdin-path.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" stdin-path' -l 'stdin-path' -d 'With --stdin: the path the text belongs to; it sets the language (.swift, .kt, .kts, res/layout*/NAME.xml for a layout, .xib or .storyboard for an Interface Builder file), the path in findings and where .a11yscan.yml is looked for.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" all-code' -l 'all-code' -d 'Also scan code that never ships: test folders and files (Tests, *Tests, src/test, src/androidTest, src/debug, *Test.kt, *Tests.swift, *.playground, …), previews (@Preview, #Preview, PreviewProvider), debug-only code (#if DEBUG, if (BuildConfig.DEBUG)), private functions and properties nothing else in their file names and, in a folder scan of an app, views and composables that nothing else in the project names, which are skipped by default.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" no-components' -l 'no-components' -d 'Do not look for the project\'s own components (composables, SwiftUI views): calls of wrappers such as a back button whose label parameter defaults to null are then not checked.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" component-cache' -l 'component-cache' -d 'Keep the project\'s component summaries in this folder between runs (default: $A11YSCAN_CACHE_DIR, else $XDG_CACHE_HOME/a11yscan, else ~/.cache/a11yscan; \'\' keeps none).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan scan" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules"' -l 'patterns' -d 'Also load every rule file in this folder (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules" no-builtin-rules' -l 'no-builtin-rules' -d 'Do not load the built-in rules (use with --patterns).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules"' -l 'only' -d 'Run only this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules"' -l 'disable' -d 'Do not run this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules" guidelines' -l 'guidelines' -d 'Load the team\'s guideline pages (Jekyll front matter + Markdown) from this folder; findings quote them.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules" guidelines-url' -l 'guidelines-url' -d 'Link findings and rules to guideline pages: {slug}, {title}, {section}, {framework}, {platform} are filled in.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules" rule-docs-url' -l 'rule-docs-url' -d 'Link rules to their pages at this URL: {rule} is the rule id, else RULE-ID.md is appended; \'\' links none (default: this project\'s pages, built-in rules only).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules" json' -l 'json' -d 'Print JSON instead of a table.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules" write-docs' -l 'write-docs' -d 'Write one Markdown page per rule and an index into this folder.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan rules" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan explain"' -l 'patterns' -d 'Also load every rule file in this folder (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan explain" no-builtin-rules' -l 'no-builtin-rules' -d 'Do not load the built-in rules (use with --patterns).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan explain"' -l 'only' -d 'Run only this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan explain"' -l 'disable' -d 'Do not run this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan explain" guidelines' -l 'guidelines' -d 'Load the team\'s guideline pages (Jekyll front matter + Markdown) from this folder; findings quote them.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan explain" guidelines-url' -l 'guidelines-url' -d 'Link findings and rules to guideline pages: {slug}, {title}, {section}, {framework}, {platform} are filled in.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan explain" rule-docs-url' -l 'rule-docs-url' -d 'Link rules to their pages at this URL: {rule} is the rule id, else RULE-ID.md is appended; \'\' links none (default: this project\'s pages, built-in rules only).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan explain" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan explain" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan entries"' -l 'patterns' -d 'Also load every rule file in this folder (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan entries" no-builtin-rules' -l 'no-builtin-rules' -d 'Do not load the built-in rules (use with --patterns).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan entries"' -l 'only' -d 'Run only this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan entries"' -l 'disable' -d 'Do not run this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan entries" guidelines' -l 'guidelines' -d 'Load the team\'s guideline pages (Jekyll front matter + Markdown) from this folder; findings quote them.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan entries" guidelines-url' -l 'guidelines-url' -d 'Link findings and rules to guideline pages: {slug}, {title}, {section}, {framework}, {platform} are filled in.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan entries" format' -l 'format' -d 'text (default) or json.' -rfka 'text json'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan entries" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan entries" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan init" output' -l 'output' -d 'Where to write it.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan init" force' -l 'force' -d 'Replace an existing file.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan init" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan init" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch"' -l 'patterns' -d 'Also load every rule file in this folder (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" no-builtin-rules' -l 'no-builtin-rules' -d 'Do not load the built-in rules (use with --patterns).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch"' -l 'only' -d 'Run only this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch"' -l 'disable' -d 'Do not run this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" guidelines' -l 'guidelines' -d 'Load the team\'s guideline pages (Jekyll front matter + Markdown) from this folder; findings quote them.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" guidelines-url' -l 'guidelines-url' -d 'Link findings and rules to guideline pages: {slug}, {title}, {section}, {framework}, {platform} are filled in.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" json' -l 'json' -d 'Write the aggregate JSON report here (`-`: standard output).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" csv' -l 'csv' -d 'Write one CSV row per finding here (`-`: standard output).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" html' -l 'html' -d 'Write the self-contained HTML report here (`-`: standard output).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch"' -l 'previous' -d 'An earlier --json report (repeatable, oldest first): the last gives new and fixed findings, all of them the trend charts.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" history' -l 'history' -d 'A folder of earlier --json reports, read in name order before any --previous (name them by date).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" rule-docs-url' -l 'rule-docs-url' -d 'Link rules to their pages at this URL: {rule} is the rule id, else RULE-ID.md is appended; \'\' links none (default: this project\'s pages, built-in rules only).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" fail-on' -l 'fail-on' -d 'Exit 1 when a finding is at or above this severity: note, warning, error or never.' -rfka 'note warning error never'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" quiet' -l 'quiet' -d 'No progress line and no summary on standard error.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" cache' -l 'cache' -d 'Keep per-repository results in this folder and reuse them.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" shard' -l 'shard' -d 'Scan only shard K of N (1-based), e.g. 2/8.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" jobs' -l 'jobs' -d 'Threads in total, shared by repositories and their files (default: the number of cores).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" follow' -l 'follow' -d 'Follow symbolic links inside repositories (loops are detected).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" no-ignore' -l 'no-ignore' -d 'Do not read .gitignore files.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" all-code' -l 'all-code' -d 'Also scan code that never ships: test folders and files, previews and views nothing in the repository names, which are skipped by default.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch"' -l 'include' -d 'Only scan files matching this glob, relative to each repository (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch"' -l 'exclude' -d 'Skip files matching this glob, relative to each repository (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan batch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge" json' -l 'json' -d 'Write the aggregate JSON report here (`-`: standard output).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge" csv' -l 'csv' -d 'Write one CSV row per finding here (`-`: standard output).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge" html' -l 'html' -d 'Write the self-contained HTML report here (`-`: standard output).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge"' -l 'previous' -d 'An earlier --json report (repeatable, oldest first): the last gives new and fixed findings, all of them the trend charts.' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge" history' -l 'history' -d 'A folder of earlier --json reports, read in name order before any --previous (name them by date).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge" rule-docs-url' -l 'rule-docs-url' -d 'Link rules to their pages at this URL: {rule} is the rule id, else RULE-ID.md is appended; \'\' links none (default: this project\'s pages, built-in rules only).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge" fail-on' -l 'fail-on' -d 'Exit 1 when a finding is at or above this severity: note, warning, error or never.' -rfka 'note warning error never'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge" quiet' -l 'quiet' -d 'No progress line and no summary on standard error.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan merge" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan components" format' -l 'format' -d 'text (default) or json.' -rfka 'text json'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan components" checked' -l 'checked' -d 'Only components that have checks.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan components" layouts' -l 'layouts' -d 'Also list the layout files\' views that rules read (pictures, named or not, and hidden views).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan components"' -l 'patterns' -d 'Also load every rule file in this folder (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan components" no-builtin-rules' -l 'no-builtin-rules' -d 'Do not load the built-in rules (use with --patterns).'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan components"' -l 'only' -d 'Run only this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan components"' -l 'disable' -d 'Do not run this rule (repeatable).' -rfka ''
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan components" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan components" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan test" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan test" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan tree" count' -l 'count' -d 'Print only the number of nodes of each file and in all.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan tree" version' -l 'version' -d 'Show the version.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan tree" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'a11yscan' -n '__a11yscan_should_offer_completions_for_flags_or_options "a11yscan help" version' -l 'version' -d 'Show the version.'
