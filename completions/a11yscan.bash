#!/bin/bash

__a11yscan_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__a11yscan_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__a11yscan_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__a11yscan_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_a11yscan() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __a11yscan_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    scan|rules|explain|entries|init|batch|merge|components|test|tree|help)
        # Offer subcommand argument completions
        "_a11yscan_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'scan rules explain entries init batch merge components test tree help' -- "${cur}"))
        ;;
    esac
}

_a11yscan_scan() {
    repeating_flags=()
    non_repeating_flags=(--no-builtin-rules --no-config --diff --report-unused-suppressions --quiet --verbose --allow-empty --follow --no-ignore --absolute-paths --stdin --all-code --no-components --version -h --help)
    repeating_options=(--patterns --only --disable --format --output --include --exclude)
    non_repeating_options=(--guidelines --guidelines-url --rule-docs-url --fail-on --jobs --config --baseline --write-baseline --color --stdin-path --component-cache)
    __a11yscan_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--patterns')
        return
        ;;
    '--only')
        return
        ;;
    '--disable')
        return
        ;;
    '--guidelines')
        return
        ;;
    '--guidelines-url')
        return
        ;;
    '--rule-docs-url')
        return
        ;;
    '--format')
        return
        ;;
    '--output')
        return
        ;;
    '--fail-on')
        __a11yscan_add_completions -W 'note'$'\n''warning'$'\n''error'$'\n''never'
        return
        ;;
    '--jobs')
        return
        ;;
    '--config')
        return
        ;;
    '--baseline')
        return
        ;;
    '--write-baseline')
        return
        ;;
    '--color')
        __a11yscan_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--include')
        return
        ;;
    '--exclude')
        return
        ;;
    '--stdin-path')
        return
        ;;
    '--component-cache')
        return
        ;;
    esac
}

_a11yscan_rules() {
    repeating_flags=()
    non_repeating_flags=(--no-builtin-rules --json --version -h --help)
    repeating_options=(--patterns --only --disable)
    non_repeating_options=(--guidelines --guidelines-url --rule-docs-url --write-docs)
    __a11yscan_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--patterns')
        return
        ;;
    '--only')
        return
        ;;
    '--disable')
        return
        ;;
    '--guidelines')
        return
        ;;
    '--guidelines-url')
        return
        ;;
    '--rule-docs-url')
        return
        ;;
    '--write-docs')
        return
        ;;
    esac
}

_a11yscan_explain() {
    repeating_flags=()
    non_repeating_flags=(--no-builtin-rules --version -h --help)
    repeating_options=(--patterns --only --disable)
    non_repeating_options=(--guidelines --guidelines-url --rule-docs-url)
    __a11yscan_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--patterns')
        return
        ;;
    '--only')
        return
        ;;
    '--disable')
        return
        ;;
    '--guidelines')
        return
        ;;
    '--guidelines-url')
        return
        ;;
    '--rule-docs-url')
        return
        ;;
    esac
}

_a11yscan_entries() {
    repeating_flags=()
    non_repeating_flags=(--no-builtin-rules --version -h --help)
    repeating_options=(--patterns --only --disable)
    non_repeating_options=(--guidelines --guidelines-url --format)
    __a11yscan_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--patterns')
        return
        ;;
    '--only')
        return
        ;;
    '--disable')
        return
        ;;
    '--guidelines')
        return
        ;;
    '--guidelines-url')
        return
        ;;
    '--format')
        __a11yscan_add_completions -W 'text'$'\n''json'
        return
        ;;
    esac
}

_a11yscan_init() {
    repeating_flags=()
    non_repeating_flags=(--force --version -h --help)
    repeating_options=()
    non_repeating_options=(--output)
    __a11yscan_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--output')
        return
        ;;
    esac
}

_a11yscan_batch() {
    repeating_flags=()
    non_repeating_flags=(--no-builtin-rules --quiet --follow --no-ignore --all-code --version -h --help)
    repeating_options=(--patterns --only --disable --previous --include --exclude)
    non_repeating_options=(--guidelines --guidelines-url --json --csv --html --history --rule-docs-url --fail-on --cache --shard --jobs)
    __a11yscan_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--patterns')
        return
        ;;
    '--only')
        return
        ;;
    '--disable')
        return
        ;;
    '--guidelines')
        return
        ;;
    '--guidelines-url')
        return
        ;;
    '--json')
        return
        ;;
    '--csv')
        return
        ;;
    '--html')
        return
        ;;
    '--previous')
        return
        ;;
    '--history')
        return
        ;;
    '--rule-docs-url')
        return
        ;;
    '--fail-on')
        __a11yscan_add_completions -W 'note'$'\n''warning'$'\n''error'$'\n''never'
        return
        ;;
    '--cache')
        return
        ;;
    '--shard')
        return
        ;;
    '--jobs')
        return
        ;;
    '--include')
        return
        ;;
    '--exclude')
        return
        ;;
    esac
}

_a11yscan_merge() {
    repeating_flags=()
    non_repeating_flags=(--quiet --version -h --help)
    repeating_options=(--previous)
    non_repeating_options=(--json --csv --html --history --rule-docs-url --fail-on)
    __a11yscan_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--json')
        return
        ;;
    '--csv')
        return
        ;;
    '--html')
        return
        ;;
    '--previous')
        return
        ;;
    '--history')
        return
        ;;
    '--rule-docs-url')
        return
        ;;
    '--fail-on')
        __a11yscan_add_completions -W 'note'$'\n''warning'$'\n''error'$'\n''never'
        return
        ;;
    esac
}

_a11yscan_components() {
    repeating_flags=()
    non_repeating_flags=(--checked --layouts --no-builtin-rules --version -h --help)
    repeating_options=(--patterns --only --disable)
    non_repeating_options=(--format)
    __a11yscan_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __a11yscan_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--patterns')
        return
        ;;
    '--only')
        return
        ;;
    '--disable')
        return
        ;;
    esac
}

_a11yscan_test() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __a11yscan_offer_flags_options -1
}

_a11yscan_tree() {
    repeating_flags=()
    non_repeating_flags=(--count --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __a11yscan_offer_flags_options -1
}

_a11yscan_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __a11yscan_offer_flags_options -1
}

complete -o filenames -F _a11yscan a11yscan
