import Foundation

/// Turns page titles into entry slugs. Known component titles go through an explicit table so
/// that, say, "Segmented Control / Tab" lands on the built-in `segmented-control` entry; any
/// other title is slugified so a team's own component becomes a new entry.
public enum GuidelineSlug {
    /// The slug for the entry a page titled `title` describes.
    public static func forTitle(_ title: String) -> String {
        let key = slugify(title)
        return knownTitles[key] ?? key
    }

    /// Lowercase ASCII letters and digits, every other run of characters turned into one `-`,
    /// no leading or trailing `-`. Accents are folded first, so "Menü" becomes `menu`.
    public static func slugify(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var slug = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            let isASCIIAlphanumeric = scalar.isASCII
                && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar))
            if isASCIIAlphanumeric {
                if pendingDash && !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug
    }

    /// Whether `text` is already a slug: lowercase ASCII letters and digits in runs joined by
    /// single `-`. Cheaper than comparing with `slugify(_:)`, whose folding is slow to start.
    public static func isSlug(_ text: String) -> Bool {
        var previousWasDash = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): previousWasDash = false
            case UInt8(ascii: "-") where !previousWasDash: previousWasDash = true
            default: return false
            }
        }
        return !previousWasDash
    }

    /// Whether a title is a template placeholder such as `_component` rather than a real name.
    public static func isPlaceholder(_ title: String) -> Bool {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.hasPrefix("_") && !trimmed.contains(" ")
    }

    /// Slugified titles of known components and the built-in entry each one means.
    static let knownTitles: [String: String] = [
        "component": "button",
        "button": "button",
        "buttons": "button",
        "control": "button",
        "generic-control": "button",
        "dropdown": "dropdown",
        "drop-down": "dropdown",
        "dropdown-menu": "dropdown",
        "drop-down-menu": "dropdown",
        "expandable-region": "expandable-region",
        "expandable-section": "expandable-region",
        "disclosure": "expandable-region",
        "disclosure-group": "expandable-region",
        "accordion": "expandable-region",
        "segmented-control-tab": "segmented-control",
        "segmented-control": "segmented-control",
        "segmented-controls": "segmented-control",
        "tab": "segmented-control",
        "tabs": "segmented-control",
        "table-row-button": "table-row-button",
        "table-row": "table-row-button",
        "list-row": "table-row-button",
        "row-button": "table-row-button",
        "image": "image",
        "images": "image",
        "icon": "image",
        "icons": "image",
        "toggle": "toggle",
        "switch": "toggle",
        "toggle-switch": "toggle",
        "link": "link",
        "links": "link",
        "hyperlink": "link",
        "text-field": "text-field",
        "textfield": "text-field",
        "text-input": "text-field",
        "input-field": "text-field",
        "text-box": "text-field",
        "wheel-picker": "picker",
        "datepicker": "date-picker",
        "date-time-picker": "date-picker",
        "time-picker": "date-picker",
        "range-slider": "slider",
        "seek-bar": "slider",
        "seekbar": "slider",
        "headings": "heading",
        "header": "heading",
        "tabbar": "tab-bar",
        "bottom-navigation": "tab-bar",
        "bottom-navigation-bar": "tab-bar",
        "progress-bar": "progress-indicator",
        "progress-view": "progress-indicator",
        "activity-indicator": "progress-indicator",
        "card": "list-item",
        "cards": "list-item",
        "modal": "modal",
        "dialog": "modal",
        "modal-dialog": "modal",
        "alert": "modal",
        "sheet": "modal",
        "bottom-sheet": "modal",
    ]
}
