import SwiftUI

struct TeamMember: Identifiable {
    let id: UUID
    let name: String
    let role: String
    let photoURL: URL?
}

/// A project's team: the owner's card on top, then every member with a picture and a role.
struct TeamMembersView: View {
    let owner: TeamMember
    let members: [TeamMember]
    var onSelect: (TeamMember) -> Void = { _ in }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                VStack(spacing: 8) {
                    // expect: swiftui-picture-view-beside-text-not-hidden
                    MemberAvatarView(member: owner, size: 96)
                    Text(owner.name)
                        .font(.headline)
                    Text("Owner")
                        .foregroundStyle(.secondary)
                }
                ForEach(members) { member in
                    // expect: swiftui-row-not-combined
                    HStack(spacing: 12) {
                        // expect: swiftui-picture-view-beside-text-not-hidden
                        MemberAvatarView(member: member, size: 40)
                        VStack(alignment: .leading) {
                            Text(member.name)
                            Text(member.role)
                                .font(.footnote)
                        }
                    }
                }
                ForEach(members) { member in
                    Button {
                        onSelect(member)
                    } label: {
                        HStack {
                            // ok: swiftui-picture-view-beside-text-not-hidden
                            MemberAvatarView(member: member, size: 28)
                            Text(member.name)
                        }
                    }
                }
                HStack {
                    // ok: swiftui-picture-view-beside-text-not-hidden
                    MemberAvatarView(member: owner, size: 28)
                        .accessibilityHidden(true)
                    Text("Invited by \(owner.name)")
                }
            }
            .padding()
        }
    }
}

struct MemberAvatarView: View {
    let member: TeamMember
    let size: CGFloat

    var body: some View {
        AsyncImage(url: member.photoURL) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Circle().fill(.gray.opacity(0.3))
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
    }
}
