import SwiftUI

/// Notification preferences: quiet hours, reminder timing and the weekly digest.
struct NotificationPreferencesView: View {
    @ObservedObject var preferences: NotificationPreferences

    var body: some View {
        Form {
            Section("Quiet hours") {
                HStack {
                    Text("Mute at night")
                    Spacer()
                    // expect: swiftui-toggle-without-name
                    Toggle("", isOn: $preferences.quietHoursEnabled)
                        .labelsHidden()
                }
                HStack {
                    Text("Allow calls from favourites")
                    // expect: swiftui-toggle-without-name
                    Toggle(isOn: $preferences.allowsFavourites) { EmptyView() }
                }
                // ok: swiftui-toggle-without-name
                Toggle("Show previews on the lock screen", isOn: $preferences.showsPreviews)
                HStack {
                    Text("Vibrate")
                    Spacer()
                    // ok: swiftui-toggle-without-name
                    Toggle("", isOn: $preferences.vibrates)
                }
                .accessibilityElement(children: .combine)
            }

            Section("Reminders") {
                VStack(alignment: .leading) {
                    Text("Remind me \(Int(preferences.leadMinutes)) minutes before")
                    // expect: swiftui-slider-without-name
                    Slider(value: $preferences.leadMinutes, in: 5...60, step: 5)
                }
                // expect: swiftui-slider-without-name
                Slider(value: $preferences.volume, in: 0...1) { editing in
                    if !editing { preferences.playSample() }
                }
                // ok: swiftui-slider-without-name
                Slider(value: $preferences.snoozeMinutes, in: 5...30, step: 5) {
                    Text("Snooze length")
                }
                // ok: swiftui-slider-without-name
                Slider(value: $preferences.repeatCount, in: 1...5, step: 1)
                    .accessibilityLabel("Repeat count")
            }

            Section("Weekly digest") {
                HStack {
                    Text("Send to")
                    // expect: swiftui-text-field-without-name
                    TextField("", text: $preferences.digestAddress)
                        .multilineTextAlignment(.trailing)
                }
                HStack {
                    Text("Subject line")
                    // expect: swiftui-text-field-without-name
                    TextField("", text: $preferences.digestSubject, prompt: Text("Your week"))
                }
                // ok: swiftui-text-field-without-name
                TextField("Sender name", text: $preferences.senderName)
                // ok: swiftui-text-field-without-name
                TextField("", text: $preferences.footer)
                    .accessibilityLabel("Footer")
            }
        }
        .navigationTitle("Notifications")
    }
}
