// Package Models, below every other package (Packages/Models in IceCubesApp): the types the
// routes carry and the enums whose cases the graph writes as literals. Paths are in
// github.com/Dimillian/IceCubesApp at 0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618.
//
// The same stand-ins as Examples/IceCubes/Support.swift, public. In the one-target example an
// `enum Models` namespace spells `Models.List` and `Models.Visibility`; here `Models` is the
// module, so the YAML's `Models.List` names this module's `List`, as the app's code does (it
// qualifies the two to tell them from SwiftUI's `List` and `Visibility`).
//
// The models are small value stand-ins: in the app, Status and Account are final classes with
// dozens of fields, TagGroup is a SwiftData @Model and PushNotificationSubscriptionSettings an
// @Observable class. A route must be Hashable and Sendable, so here each keeps only what tells
// two values apart (an id) and what a title shows.

import Foundation

// MARK: - Models (Packages/Models/Sources/Models/)

/// A post. Models/Status.swift:44 (`public final class Status`).
public struct Status: Hashable, Sendable, Codable, CustomStringConvertible {
    public var id: String
    public var account: Account
    public var content: String
    public var description: String { "\(account): \(content)" }

    public init(id: String, account: Account, content: String = "") {
        self.id = id
        self.account = account
        self.content = content
    }
}

/// A user. Models/Account.swift:3 (`public final class Account`).
public struct Account: Hashable, Sendable, Codable, CustomStringConvertible {
    public var id: String
    public var acct: String
    public var description: String { "@\(acct)" }

    public init(id: String, acct: String) {
        self.id = id
        self.acct = acct
    }
}

/// A user's list. Models/List.swift:3. Spelled `Models.List` by the graph and the app.
public struct List: Hashable, Sendable, Codable, CustomStringConvertible {
    public var id: String
    public var title: String
    public var description: String { title }

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// Who sees a post. Models/Status.swift:3-8; the graph writes `.pub` (a status row's Mention,
/// conversation rows, the editors' default) and `.direct` (Message). The app also has
/// `unlisted` and `priv`. Spelled `Models.Visibility` by the graph and the app.
public enum Visibility: String, Hashable, Sendable, Codable {
    case pub = "public"
    case direct
}

/// Models/Notification.swift:3-4: only the case the Mentions tab locks its list to. Spelled
/// `Models.Notification` (Foundation has a `Notification` too).
public struct Notification {
    public enum NotificationType: String, Hashable, Sendable, Codable {
        case mention
    }
}

/// A direct-message thread. Models/Conversation.swift:3.
public struct Conversation: Hashable, Sendable, Codable {
    public var id: String
    public var accounts: [Account]

    public init(id: String, accounts: [Account]) {
        self.id = id
        self.accounts = accounts
    }
}

/// A saved group of hashtags shown as one timeline. Models/SwiftData/TagGroup.swift:5 (a
/// SwiftData `@Model` class in the app).
public struct TagGroup: Hashable, Sendable, Codable, CustomStringConvertible {
    public var title: String
    public var tags: [String]
    public var description: String { title }

    public init(title: String, tags: [String]) {
        self.title = title
        self.tags = tags
    }
}

/// A saved draft of a post. Models/SwiftData/Draft.swift (a SwiftData `@Model` class in the app).
public struct Draft: Hashable, Sendable, Codable {
    public var id: String
    public var content: String

    public init(id: String, content: String) {
        self.id = id
        self.content = content
    }
}

/// A link preview. Models/Card.swift:3.
public struct Card: Hashable, Sendable, Codable {
    public var url: URL
    public var title: String

    public init(url: URL, title: String) {
        self.url = url
        self.title = title
    }
}

/// A hashtag. Models/Tag.swift:3.
public struct Tag: Hashable, Sendable, Codable {
    public var name: String

    public init(name: String) { self.name = name }
}

/// A signed-in account of the app. Models/AppAccount.swift:4.
public struct AppAccount: Hashable, Sendable, Codable {
    public var server: String
    public var accountName: String

    public init(server: String, accountName: String) {
        self.server = server
        self.accountName = accountName
    }
}

/// A post with media, for the media grid. Models/MediaStatus.swift:3.
public struct MediaStatus: Hashable, Sendable, Codable {
    public var status: Status
    public var attachment: MediaAttachment

    public init(status: Status, attachment: MediaAttachment) {
        self.status = status
        self.attachment = attachment
    }
}

/// An image or video of a post. Models/MediaAttachement.swift:3.
public struct MediaAttachment: Hashable, Sendable, Codable {
    public var id: String
    public var url: URL

    public init(id: String, url: URL) {
        self.id = id
        self.url = url
    }
}

/// A Mastodon server. Models/Instance.swift:3.
public struct Instance: Hashable, Sendable, Codable {
    public var uri: String
    public var title: String

    public init(uri: String, title: String) {
        self.uri = uri
        self.title = title
    }
}

/// A content filter. Models/ServerFilter.swift:3.
public struct ServerFilter: Hashable, Sendable, Codable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// The signed-in user's relationship to an account. Models/Relationship.swift:3.
public struct Relationship: Hashable, Sendable, Codable {
    public var id: String
    public var following: Bool
    public var note: String

    public init(id: String, following: Bool, note: String) {
        self.id = id
        self.following = following
        self.note = note
    }
}

/// One signed-in account's push settings. Env/PushNotificationsService.swift:219 (an
/// `@Observable` class in the app).
public struct PushNotificationSubscriptionSettings: Hashable, Sendable, Codable {
    public var accountName: String

    public init(accountName: String) { self.accountName = accountName }
}

/// The rendered "share as image" picture. UIKit's `UIImage` in the app
/// (`SheetDestination.shareImage(image: UIImage, status:)`, Env/Router.swift:81, whose `==` and
/// `hash` it writes by hand, :53-59); a value here, since a route must be Hashable and Sendable.
public struct UIImage: Hashable, Sendable, Codable {
    public var name: String

    public init(name: String) { self.name = name }
}

// MARK: - Enums whose cases the graph writes as literals

/// What a `TimelineView` shows. Timeline/TimelineFilter.swift:33-42 (package Timeline in the
/// app, here below the routes, which name it); the app also has `home`, `tagGroup`,
/// `remoteLocal`, `latest` and `resume`, which only the home tab's title menu sets.
public enum TimelineFilter: Hashable, Sendable, Codable {
    case local, federated, trending
    case hashtag(tag: String, accountId: String?)
    case list(list: List)
    case link(url: URL, title: String)
    case quotes(statusId: String)
}

/// What an `AccountsListView` lists. Account/AccountsList/AccountsListViewModel.swift:7-13, all
/// seven cases.
public enum AccountsListMode: Hashable, Sendable, Codable {
    case following(accountId: String)
    case followers(accountId: String)
    case favoritedBy(statusId: String)
    case rebloggedBy(statusId: String)
    case accountsList(accounts: [Account])
    case blocked, muted
}

/// StatusKit/Editor/Namespace.swift:1. StatusKit adds its `MainView` to it.
public enum StatusEditor {
    /// The editor's store: an `@Observable` class in the app (Editor/EditorStore.swift); here only
    /// the namespace of its `Mode`.
    public enum EditorStore {
        /// Editor/EditorMode.swift:5-14: every case but `shareExtension(items: [NSItemProvider])`,
        /// which only the share extension uses.
        public enum Mode: Hashable, Sendable {
            case replyTo(status: Status)
            case new(text: String?, visibility: Visibility)
            case edit(status: Status)
            case quote(status: Status)
            case quoteLink(link: URL)
            case mention(account: Account, visibility: Visibility)
            case imageURL(urls: [URL], caption: String?, altTexts: [String]?, visibility: Visibility)
        }
    }
}

// MARK: - Adapters

/// The screens whose real construction needs app state, a binding into it, a closure or a
/// private view, which a graph cannot supply (`view: Adapter.*`). The namespace is declared
/// here, below every package; each package that shows such a screen adds its adapter view to it
/// (StatusKit: ShareAsImage and the editor's pickers; Account: RelationshipNote; Notifications:
/// PushNotificationsSheet; the app: HomeTimeline and AccountSwitcher), so the app's view switch
/// names every one as `Adapter.X`.
public enum Adapter {}
