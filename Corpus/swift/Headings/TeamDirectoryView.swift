import SwiftUI

struct Department: Identifiable {
    let id: UUID
    let name: String
    let teams: [Team]
}

struct Team: Identifiable {
    let id: UUID
    let name: String
    let members: [Member]
    let hiring: Hiring
}

struct Hiring {
    let title: String
    let roles: [String]
}

struct Member: Identifiable {
    let id: UUID
    let fullName: String
    let role: String
}

/// A company directory: each department's teams, each team's members and the roles it hires for.
struct TeamDirectoryView: View {
    let departments: [Department]
    let openProfile: (Member) -> Void

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16) {
                ForEach(departments) { department in
                    // expect: swiftui-group-title-not-heading
                    Text(department.name)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.secondary)
                    ForEach(department.teams) { team in
                        teamCard(team)
                    }
                }
            }
            .padding()
        }
    }

    private func teamCard(_ team: Team) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            // ok: swiftui-group-title-not-heading
            Text(team.name)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            ForEach(team.members) { member in
                Button(member.fullName) { openProfile(member) }
            }
            // expect: swiftui-group-title-not-heading
            Text(team.hiring.title)
                .fontWeight(.medium)
            ForEach(team.hiring.roles, id: \.self) { role in
                Text(role)
            }
            // ok: swiftui-group-title-not-heading
            Text(team.name)
            ForEach(departments) { department in
                Text(department.name)
            }
        }
        .padding()
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }
}
