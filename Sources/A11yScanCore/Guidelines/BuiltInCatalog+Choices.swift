/// Controls that choose or reveal: dropdown, segmented control / tab, expandable region.
extension BuiltInCatalog {
    static let dropdown = GuidelineEntry(
        slug: "dropdown",
        title: "Dropdown",
        summary: "A control that opens a list of options and shows the one chosen: menu button, picker, spinner.",
        expectations: [
            .name: "Announces its purpose, matching any visible label, together with the option currently chosen.",
            .role: "Is announced as a button (iOS) or a dropdown list (Android), so users know it opens choices.",
            .group: "The visible label and the control are one swipe; each option in the open list is one element.",
            .state: "Announces expanded or collapsed (opened or closed), the selected option, and options that are disabled.",
            .focus: "Moves into the list when it opens, stays there while the list covers the screen, and returns to the control when it closes.",
        ],
        advice: [
            .name: [
                .uikit: ["Set `accessibilityLabel` to the field's label and `accessibilityValue` to the chosen option."],
                .swiftui: ["Give `Picker` and `Menu` a text label even when the style hides it; it becomes the name."],
                .views: ["Label the `Spinner` or exposed-dropdown field with a `TextInputLayout` hint or `android:labelFor`."],
                .compose: [
                    "Give the `TextField` anchored with `Modifier.menuAnchor()` in `ExposedDropdownMenuBox` a `label`.",
                    "Name an icon-only menu button through its `Icon`'s `contentDescription`.",
                ],
            ],
            .role: [
                .uikit: ["Use a `UIButton` with a `menu` and `showsMenuAsPrimaryAction = true` instead of a hand-built list."],
                .swiftui: ["Use `Menu`, or `Picker` with `.pickerStyle(.menu)`, rather than a tappable view that shows a custom list."],
                .views: ["Use `Spinner` or the Material exposed dropdown (`TextInputLayout` around an `AutoCompleteTextView`)."],
                .compose: [
                    "Use `ExposedDropdownMenuBox` with `ExposedDropdownMenu` and `DropdownMenuItem`.",
                    "A custom trigger sets `Modifier.semantics { role = Role.DropdownList }`.",
                ],
            ],
            .group: [
                .uikit: ["Make the label part of the trigger's `accessibilityLabel` and hide the separate label view."],
                .swiftui: ["Keep the label inside the `Picker` or `Menu`; combine a custom trigger with `accessibilityElement(children: .combine)`."],
                .views: ["Wrap the dropdown in a `TextInputLayout` so its label and value are read together."],
                .compose: ["`DropdownMenuItem` merges its text and icons; a custom item row needs `Modifier.semantics(mergeDescendants = true) {}`."],
            ],
            .state: [
                .uikit: ["Mark the chosen item with `.selected` in `accessibilityTraits` and unavailable items with `isEnabled = false`."],
                .swiftui: ["Let `Picker` announce the selection; a custom list marks the choice with `accessibilityAddTraits(.isSelected)` and unavailable items with `disabled(_:)`."],
                .views: ["Disable options with `isEnabled = false`; a custom trigger reports open or closed with `ViewCompat.setStateDescription`."],
                .compose: [
                    "Use `DropdownMenuItem(enabled = false)` for options that cannot be chosen.",
                    "A custom trigger reports open or closed with `Modifier.semantics { stateDescription = … }` and the `expand`/`collapse` actions.",
                ],
            ],
            .focus: [
                .uikit: ["When a custom list opens, set `accessibilityViewIsModal` on its container and post `.screenChanged` with its first item."],
                .swiftui: ["`Menu` and `Picker` handle focus; a custom popup moves focus in and back with `@AccessibilityFocusState`."],
                .views: ["When a custom popup closes, return focus with `performAccessibilityAction(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null)` on the trigger."],
                .compose: ["`DropdownMenu` keeps focus in its popup; when a custom one closes, give focus back to the trigger with a `FocusRequester`."],
            ],
        ]
    )

    static let segmentedControl = GuidelineEntry(
        slug: "segmented-control",
        title: "Segmented Control / Tab",
        summary: "A row of mutually exclusive segments or tabs, exactly one of which is selected.",
        expectations: [
            .name: "Each segment announces its own label; an icon segment gets a text name.",
            .role: "Each segment is announced as a button or tab, with its position in the set (“2 of 3”).",
            .group: "The segments are one set, navigated in their visible order.",
            .state: "The chosen segment announces “selected”; a segment that cannot be chosen announces disabled.",
            .focus: "Focus moves segment by segment within the control; choosing one does not throw focus elsewhere.",
        ],
        advice: [
            .name: [
                .uikit: ["Title segments with `setTitle(_:forSegmentAt:)`; give image segments an `accessibilityLabel` on their image."],
                .swiftui: ["Give every `Picker` option a `Text` or `Label`; hide decorative icons with `accessibilityHidden(true)`."],
                .views: ["Give every `TabLayout` tab text, or a content description when it shows only an icon."],
                .compose: ["Give every `Tab` a `text`; an icon-only tab names itself through its `Icon`'s `contentDescription`."],
            ],
            .role: [
                .uikit: ["Use `UISegmentedControl`; custom segments carry the `.button` trait."],
                .swiftui: ["Use `Picker` with `.pickerStyle(.segmented)`, or `TabView` for tabs."],
                .views: ["Use `TabLayout`, or `MaterialButtonToggleGroup` with `app:singleSelection=\"true\"`."],
                .compose: [
                    "Use `TabRow` with `Tab`, or `SingleChoiceSegmentedButtonRow`.",
                    "Custom segments use `Modifier.selectable(selected = …, role = Role.Tab, onClick = …)`.",
                ],
            ],
            .group: [
                .uikit: ["Keep the segments in one control so VoiceOver can report the position in the set."],
                .swiftui: ["Keep the options in one `Picker`; a custom row uses `accessibilityElement(children: .contain)` to keep segments separate but grouped."],
                .views: ["Keep the tabs in one `TabLayout`, or the buttons in one toggle group, so TalkBack reports them as a collection."],
                .compose: ["Wrap custom segments in a `Row` with `Modifier.selectableGroup()`."],
            ],
            .state: [
                .uikit: ["Native segments report selection; custom ones toggle `.selected` in `accessibilityTraits`; disable one with `setEnabled(false, forSegmentAt:)`."],
                .swiftui: ["The segmented `Picker` reports selection; a custom segment adds `accessibilityAddTraits(.isSelected)` when chosen."],
                .views: ["Mark the chosen tab view selected (`isSelected = true`); disable one with `isEnabled = false`."],
                .compose: ["Pass `selected` to `Tab` or `Modifier.selectable` so “selected” is announced; pass `enabled = false` for unavailable segments."],
            ],
            .focus: [
                .uikit: ["Keep focus on the segment after a change; if the content below changes, post `.layoutChanged`."],
                .swiftui: ["Keep focus on the picker after a change instead of moving it into the new content."],
                .compose: ["Use `Modifier.focusProperties` only to correct the order inside the row; selection keeps focus on the tab."],
            ],
        ]
    )

    static let expandableRegion = GuidelineEntry(
        slug: "expandable-region",
        title: "Expandable region",
        summary: "A header that shows or hides the content below it, such as a disclosure group or an accordion section.",
        expectations: [
            .name: "The header announces what the region holds, matching its visible text.",
            .role: "The header is announced as something that can be activated: a button, or an expandable element.",
            .group: "Header text, chevron and any summary are one element; the chevron is never a stop of its own.",
            .state: "Announces expanded or collapsed, and the new state right after activation.",
            .focus: "Focus stays on the header after it expands or collapses; the revealed content follows it in reading order.",
        ],
        advice: [
            .name: [
                .uikit: ["Use the header's visible title as its `accessibilityLabel`, without the chevron."],
                .swiftui: ["Give `DisclosureGroup` a text label; a header with only an icon needs `accessibilityLabel(_:)`."],
                .views: ["Let the header text name it; an icon-only toggle gets a `contentDescription` naming the section."],
                .compose: ["Let the header `Text` be the name; pass `contentDescription = null` to the chevron icon."],
            ],
            .role: [
                .uikit: ["Make the header a `UIButton`, or give a custom header `.button` in `accessibilityTraits`."],
                .swiftui: ["Use `DisclosureGroup` instead of a tappable `HStack` that flips a flag."],
                .views: ["Give the header a button role and offer expand/collapse with `ViewCompat.replaceAccessibilityAction` and `AccessibilityActionCompat.ACTION_EXPAND`/`ACTION_COLLAPSE`."],
                .compose: ["Put `Modifier.clickable(role = Role.Button)` on the header and add the `expand`/`collapse` semantics actions."],
            ],
            .group: [
                .uikit: ["Make the header view the only accessibility element of the header and hide the chevron image."],
                .swiftui: ["Combine the header's text and icon with `accessibilityElement(children: .combine)`; hide the chevron with `accessibilityHidden(true)`."],
                .views: ["Set `android:screenReaderFocusable=\"true\"` on the header row and `android:importantForAccessibility=\"no\"` on the chevron."],
                .compose: ["Put `clickable` on the header row so its children merge; give the chevron `contentDescription = null`."],
            ],
            .state: [
                .uikit: ["Set `accessibilityValue` to “expanded” or “collapsed” and update it on every change."],
                .swiftui: ["`DisclosureGroup` reports its state; a custom header sets `accessibilityValue(_:)` to expanded or collapsed."],
                .views: ["Report expanded or collapsed with `ViewCompat.setStateDescription`, and offer only the action that applies."],
                .compose: ["Set `Modifier.semantics { stateDescription = if (expanded) \"Expanded\" else \"Collapsed\" }` on the header."],
            ],
            .focus: [
                .uikit: ["Do not move focus into the revealed content; post `.layoutChanged` with the header as the argument."],
                .swiftui: ["Do not move `@AccessibilityFocusState` into the new content on expand; let the user swipe into it."],
                .views: ["Keep focus on the header and place the revealed content right after it in the view hierarchy."],
                .compose: ["Place the revealed content right after the header in composition order so traversal reaches it next."],
            ],
        ]
    )
}
