/// Controls that act or switch in place: button (the generic control), link, toggle.
extension BuiltInCatalog {
    static let button = GuidelineEntry(
        slug: "button",
        title: "Button",
        summary: "A control that performs an action when activated: a button, or any view made tappable to act like one.",
        expectations: [
            .name: "Announces a name that says what the control does and matches any visible text.",
            .role: "Is announced as a button: VoiceOver says “button”, TalkBack says “button” or “double tap to activate”.",
            .group: "Its visible label, icon and the control itself are reached in one swipe and announced once, together.",
            .state: "Announces when it is unavailable (“dimmed” on iOS, “disabled” on Android), and “selected” when it marks a choice.",
            .focus: "Is reachable by swiping and by keyboard; after activation focus lands somewhere predictable.",
        ],
        advice: [
            .name: [
                .uikit: [
                    "Set the visible text with `setTitle(_:for:)`; it becomes the accessibility label.",
                    "For an icon-only button, set `accessibilityLabel` to the action, not to the icon's name.",
                ],
                .swiftui: [
                    "Prefer `Button(\"Title\") { … }` or a `Label(\"Title\", systemImage: …)` label so the text is the name.",
                    "For an icon-only button, add `accessibilityLabel(_:)` describing the action.",
                ],
                .views: [
                    "Give text buttons `android:text`; give an `ImageButton` a `contentDescription` naming the action.",
                    "Point a separate label's `android:labelFor` at the control it names.",
                ],
                .compose: [
                    "Put the label in the button's `Text`; in an `IconButton`, pass the action as the `Icon`'s `contentDescription`.",
                    "Otherwise name it with `Modifier.semantics { contentDescription = … }`.",
                ],
            ],
            .role: [
                .uikit: [
                    "Use `UIButton` rather than a `UIView` with a tap gesture recognizer.",
                    "For a custom control, include `.button` in `accessibilityTraits`.",
                ],
                .swiftui: [
                    "Use `Button` instead of `onTapGesture` on a view.",
                    "If a gesture is unavoidable, add `accessibilityAddTraits(.isButton)`.",
                ],
                .views: [
                    "Use `Button`, `MaterialButton` or `ImageButton` instead of a clickable layout.",
                    "For a custom clickable view, set the node's `className` to `Button::class.java.name` in an accessibility delegate.",
                ],
                .compose: [
                    "Use `Button` or `IconButton`, or `Modifier.clickable(role = Role.Button) { … }` on a custom element.",
                    "Add `onClickLabel` to `clickable` when “double tap to activate” needs a clearer verb.",
                ],
            ],
            .group: [
                .uikit: [
                    "Make the container the element (`isAccessibilityElement = true`) and give it the combined `accessibilityLabel`.",
                    "Leave decorative subviews with `isAccessibilityElement` false.",
                ],
                .swiftui: [
                    "Put the icon and the text inside the `Button` label so they form one element.",
                    "Use `accessibilityElement(children: .combine)` on a custom container; hide decorative icons with `accessibilityHidden(true)`.",
                ],
                .views: [
                    "Set `android:screenReaderFocusable=\"true\"` on the container and make the inner views not focusable.",
                    "Mark decorative icons `android:importantForAccessibility=\"no\"`.",
                ],
                .compose: [
                    "Put `clickable` on the whole row so its children merge, or add `Modifier.semantics(mergeDescendants = true) {}`.",
                    "Pass `contentDescription = null` to an icon that sits next to a text label.",
                ],
            ],
            .state: [
                .uikit: [
                    "Set `isEnabled = false` so VoiceOver says “dimmed”; greying the control out is not enough.",
                    "For a custom control, add and remove `.notEnabled` and `.selected` in `accessibilityTraits` as the state changes.",
                ],
                .swiftui: [
                    "Use `disabled(_:)` instead of changing the colour and ignoring taps.",
                    "Mark a selected button with `accessibilityAddTraits(.isSelected)`.",
                ],
                .views: [
                    "Set `isEnabled = false` (`android:enabled=\"false\"`) so TalkBack says “disabled”.",
                    "Use `isSelected` for a chosen item and `ViewCompat.setStateDescription` for any other state.",
                ],
                .compose: [
                    "Pass `enabled = false` to `Button` or `clickable`, or add `Modifier.semantics { disabled() }` to a custom element.",
                    "Describe other states with `Modifier.semantics { stateDescription = … }`.",
                ],
            ],
            .focus: [
                .uikit: [
                    "When an action replaces the content, post `UIAccessibility.post(notification: .screenChanged, argument:)` with the element that should take focus.",
                ],
                .swiftui: [
                    "Move VoiceOver focus after an action with `@AccessibilityFocusState` and `accessibilityFocused(_:)`.",
                ],
                .views: [
                    "Keep the view focusable; fix the order with `android:accessibilityTraversalBefore`/`After` only where the default is wrong.",
                ],
                .compose: [
                    "Move focus after an action with a `FocusRequester` and `Modifier.focusRequester(…)`; adjust traversal with `Modifier.focusProperties { … }`.",
                ],
            ],
        ]
    )

    static let link = GuidelineEntry(
        slug: "link",
        title: "Link",
        summary: "Text or a control that navigates somewhere, often out of the app, rather than acting in place.",
        expectations: [
            .name: "Announces link text that makes sense out of context, never just “here” or “more”.",
            .role: "Is announced as a link, so users know it navigates instead of acting.",
            .group: "A link inside a sentence can be reached on its own (rotor, links menu) while the sentence is still read whole.",
            .state: "Announces when it is unavailable.",
            .focus: "Is reachable by swiping and by keyboard; following it puts focus at the start of the destination.",
        ],
        advice: [
            .name: [
                .uikit: ["Write descriptive link text; for an icon link set `accessibilityLabel`."],
                .swiftui: ["Use `Link(\"Descriptive text\", destination:)`; add `accessibilityLabel(_:)` to an icon-only link."],
                .views: ["Write descriptive text for the span; give an image link a `contentDescription`."],
                .compose: ["Use descriptive text for the `LinkAnnotation` span; name an icon link with `Modifier.semantics { contentDescription = … }`."],
            ],
            .role: [
                .uikit: [
                    "Add `.link` to `accessibilityTraits` of a control that opens a URL.",
                    "Show inline links in a `UITextView` with link attributes rather than a tappable label.",
                ],
                .swiftui: ["Use `Link` or Markdown links in `Text`; a custom view adds `accessibilityAddTraits(.isLink)`."],
                .views: ["Use `URLSpan`/`ClickableSpan` or `android:autoLink` so TalkBack offers the link in its links menu."],
                .compose: ["Build inline links with `LinkAnnotation.Url` in an `AnnotatedString` (`withLink`) rather than a clickable `Text`."],
            ],
            .group: [
                .uikit: ["Keep a sentence and its links in one `UITextView`; VoiceOver offers the links through the rotor."],
                .swiftui: ["Keep a sentence and its links in one `Text` built from Markdown or an `AttributedString`."],
                .views: ["Keep the sentence and its spans in one `TextView` instead of splitting the link into its own view."],
                .compose: ["Keep the sentence and its `LinkAnnotation`s in one `Text` so it is read in one piece."],
            ],
            .state: [
                .uikit: ["Set `isEnabled = false`, or add `.notEnabled` to `accessibilityTraits`, while the link is unavailable."],
                .swiftui: ["Use `disabled(_:)` for a link that is temporarily unavailable."],
                .views: ["Set `isEnabled = false` on a link view that is unavailable."],
                .compose: ["Add `Modifier.semantics { disabled() }` to a link element that is unavailable."],
            ],
            .focus: [
                .uikit: ["For a destination inside the app, post `.screenChanged` so focus starts on the new screen."],
            ],
        ]
    )

    static let toggle = GuidelineEntry(
        slug: "toggle",
        title: "Toggle",
        summary: "A control with an on/off value, such as a switch or a checkbox.",
        expectations: [
            .name: "Announces what the setting controls, matching its visible label.",
            .role: "Is announced as a switch or checkbox, not as a plain button.",
            .group: "The label and the switch are one element, reached in a single swipe.",
            .state: "Announces on or off (checked or not) and the new value after a change; announces disabled when unavailable.",
            .focus: "Focus stays on the control after it is toggled.",
        ],
        advice: [
            .name: [
                .uikit: ["Give the `UISwitch` an `accessibilityLabel` equal to the text beside it."],
                .swiftui: ["Use `Toggle(\"Label\", isOn:)`; keep passing the text even when `labelsHidden()` hides it."],
                .views: ["Set the text of the `SwitchMaterial` or `CheckBox`, or point the label's `android:labelFor` at it."],
                .compose: ["Name the switch through its row: the `Text` and the `Switch` in one `Modifier.toggleable` row, or `contentDescription` on a lone switch."],
            ],
            .role: [
                .uikit: ["Use `UISwitch`; a custom toggle on iOS 17 or later adds `.toggleButton` to `accessibilityTraits`."],
                .swiftui: ["Use `Toggle` rather than a `Button` that swaps images; on iOS 17 or later a custom one can add `accessibilityAddTraits(.isToggle)`."],
                .views: ["Use `SwitchMaterial`, `SwitchCompat` or `CheckBox` instead of a clickable image."],
                .compose: ["Use `Switch` or `Checkbox`, or `Modifier.toggleable(value = …, role = Role.Switch, onValueChange = …)` for a custom row."],
            ],
            .group: [
                .uikit: ["Label the `UISwitch` with the row text and hide the separate label view (`isAccessibilityElement = false`)."],
                .swiftui: ["Keep label and switch in one `Toggle`; combine a custom layout with `accessibilityElement(children: .combine)`."],
                .views: ["Let the switch carry its own text, or set `android:screenReaderFocusable=\"true\"` on the row and make its children not focusable."],
                .compose: ["Put `Modifier.toggleable` on the whole `Row` and pass `onCheckedChange = null` to the inner `Switch` so they merge."],
            ],
            .state: [
                .uikit: ["`UISwitch` announces on/off itself; a custom control reports it through `accessibilityValue`."],
                .swiftui: ["`Toggle` announces its value; a custom control sets `accessibilityValue(_:)`."],
                .views: ["Use `isChecked` of a `CompoundButton`; a custom view calls `ViewCompat.setStateDescription`."],
                .compose: [
                    "`toggleable` reports on/off itself; change the wording with `Modifier.semantics { stateDescription = … }`.",
                    "Pass `enabled = false` while the setting cannot be changed.",
                ],
            ],
            .focus: [
                .uikit: ["Keep focus on the switch; if other content changes, post `UIAccessibility.post(notification: .layoutChanged, argument:)`."],
                .swiftui: ["Keep focus on the toggle; announce side effects with `AccessibilityNotification.Announcement(_:).post()` (iOS 17 or later)."],
                .views: ["Keep focus on the switch; mark content that changes as a result with `android:accessibilityLiveRegion=\"polite\"`."],
                .compose: ["Keep focus on the row; mark content that changes with `Modifier.semantics { liveRegion = LiveRegionMode.Polite }`."],
            ],
        ]
    )
}
