import SwiftUI

/// Signs in with an e-mail address and a password, and confirms a new device with a code.
struct SignInView: View {
    @ObservedObject var session: SessionModel
    @State private var email = ""
    @State private var password = ""
    @State private var verificationCode = ""
    @State private var displayName = ""

    var body: some View {
        Form {
            Section("Account") {
                // expect: swiftui-text-field-without-content-type
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                // ok: swiftui-text-field-without-content-type
                SecureField("Password", text: $password)
                    .textContentType(.password)
            }

            if session.needsDeviceConfirmation {
                Section("Confirm this device") {
                    // expect: swiftui-text-field-without-content-type
                    TextField("Verification code", text: $verificationCode)
                        .keyboardType(.numberPad)
                }
            }

            Section("Shown to others") {
                // ok: swiftui-text-field-without-content-type
                TextField("Display name", text: $displayName)
            }

            Button("Sign in") {
                Task { await session.signIn(email: email, password: password) }
            }
            .disabled(email.isEmpty || password.isEmpty)
        }
        .navigationTitle("Sign in")
    }
}
