import SwiftUI

/// The first screen of the backup flow: what a backup keeps, and the two ways to start one.
/// Its titles come from the app's string catalogue and are set in the app's own fonts.
struct BackupIntroView: View {
    @ObservedObject var model: BackupIntroModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                // expect: swiftui-title-text-not-heading
                Text(L10n.Backup.Intro.title)
                    .font(AppFont.display)
                    .fontWeight(.bold)
                Text(L10n.Backup.Intro.message)
                    .font(AppFont.body)

                // expect: swiftui-title-text-not-heading
                Text(L10n.Backup.whatIsKeptTitle)
                    .font(AppFont.section)
                ForEach(model.keptItems, id: \.self) { item in
                    Text(item)
                }

                // ok: swiftui-title-text-not-heading
                Text(L10n.Backup.scheduleTitle)
                    .font(AppFont.section)
                    .accessibilityAddTraits(.isHeader)
                Toggle(L10n.Backup.nightly, isOn: $model.nightly)

                VStack(alignment: .leading, spacing: 4) {
                    // ok: swiftui-title-text-not-heading
                    Text(L10n.Backup.Encryption.title)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    Text(model.encryptionSummary)
                }

                Button(L10n.Backup.startNow, action: model.start)
            }
            .padding()
        }
    }
}
