import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

/// `ScreenNames`, what generated `<Route>Screen` enums take raw values, equality and hashing
/// from: each case by its position, checked against `allCases` on first use. Enums of one case
/// (no storage), a few cases (a byte) and 300 cases (two bytes) cover every storage size the
/// position is read from.
@Suite("Screen names")
struct ScreenNamesTests {
    @Test func rawValuesRoundTrip() {
        for screen in FewScreens.allCases {
            #expect(FewScreens(rawValue: screen.rawValue) == screen)
        }
        #expect(FewScreens.chatConversation.rawValue == "chat.conversation")
        #expect(FewScreens(rawValue: "chat.conversation") == .chatConversation)
        #expect(FewScreens(rawValue: "chatConversation") == nil)
        #expect(FewScreens(rawValue: "") == nil)
    }

    @Test func positionsFollowDeclarationOrder() {
        #expect(FewScreens.allCases.map { ScreenNames<FewScreens>.index(of: $0) } == [0, 1, 2, 3])
        #expect(ScreenNames<OneScreen>.index(of: .home) == 0)
        #expect(WideScreens.allCases.map { ScreenNames<WideScreens>.index(of: $0) } == Array(0..<300))
    }

    @Test func everyStorageSizeNamesItsCases() {
        #expect(MemoryLayout<OneScreen>.size == 0)
        #expect(MemoryLayout<FewScreens>.size == 1)
        #expect(MemoryLayout<WideScreens>.size == 2)
        #expect(OneScreen.home.rawValue == "home")
        #expect(OneScreen(rawValue: "home") == .home)
        #expect(WideScreens.c299.rawValue == "wide.c299")
        #expect(WideScreens(rawValue: "wide.c256") == .c256)
        #expect(WideScreens.allCases.allSatisfy { WideScreens(rawValue: $0.rawValue) == $0 })
    }

    @Test func equalityAndHashingAreByCase() {
        #expect(Set(WideScreens.allCases).count == 300)
        #expect(Set(FewScreens.allCases + FewScreens.allCases).count == 4)
        #expect(FewScreens.home != FewScreens.settings)
        var first = Hasher()
        first.combine(FewScreens.settings)
        var second = Hasher()
        second.combine(FewScreens.settings)
        #expect(first.finalize() == second.finalize())
    }

    /// Saved state and deep-link tables store screens as their raw value: a JSON string.
    @Test func codableIsTheRawValue() throws {
        let data = try JSONEncoder().encode([FewScreens.chatConversation, .home])
        #expect(String(decoding: data, as: UTF8.self) == #"["chat.conversation","home"]"#)
        #expect(try JSONDecoder().decode([FewScreens].self, from: data) == [.chatConversation, .home])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([FewScreens].self, from: Data(#"["nowhere"]"#.utf8))
        }
    }
}

// The shape `ScreenIdentityEmitter` writes (a test of the generated form is in the reference files).

private enum OneScreen: Swift.CaseIterable, Swift.Hashable, Swift.Sendable {
    case home
}

extension OneScreen: Swift.RawRepresentable, Swift.Codable {
    private static let _names = ScreenNavigation.ScreenNames<OneScreen>(
        text: """
            home
            """)

    init?(rawValue: Swift.String) {
        guard let screen = Self._names.screen(named: rawValue) else { return nil }
        self = screen
    }

    var rawValue: Swift.String { Self._names.name(of: self) }

    static func == (lhs: OneScreen, rhs: OneScreen) -> Swift.Bool {
        ScreenNavigation.ScreenNames<OneScreen>.index(of: lhs) == ScreenNavigation.ScreenNames<OneScreen>.index(of: rhs)
    }

    func hash(into hasher: inout Swift.Hasher) {
        hasher.combine(ScreenNavigation.ScreenNames<OneScreen>.index(of: self))
    }
}

private enum FewScreens: Swift.CaseIterable, Swift.Hashable, Swift.Sendable {
    case home
    case settings
    case chatConversation
    case `default`
}

extension FewScreens: Swift.RawRepresentable, Swift.Codable {
    private static let _names = ScreenNavigation.ScreenNames<FewScreens>(
        text: """
            home
            settings
            chat.conversation
            default
            """)

    init?(rawValue: Swift.String) {
        guard let screen = Self._names.screen(named: rawValue) else { return nil }
        self = screen
    }

    var rawValue: Swift.String { Self._names.name(of: self) }

    static func == (lhs: FewScreens, rhs: FewScreens) -> Swift.Bool {
        ScreenNavigation.ScreenNames<FewScreens>.index(of: lhs)
            == ScreenNavigation.ScreenNames<FewScreens>.index(of: rhs)
    }

    func hash(into hasher: inout Swift.Hasher) {
        hasher.combine(ScreenNavigation.ScreenNames<FewScreens>.index(of: self))
    }
}

private enum WideScreens: Swift.CaseIterable, Swift.Hashable, Swift.Sendable {
    case c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19
    case c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39
    case c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59
    case c60, c61, c62, c63, c64, c65, c66, c67, c68, c69, c70, c71, c72, c73, c74, c75, c76, c77, c78, c79
    case c80, c81, c82, c83, c84, c85, c86, c87, c88, c89, c90, c91, c92, c93, c94, c95, c96, c97, c98, c99
    case c100, c101, c102, c103, c104, c105, c106, c107, c108, c109, c110, c111, c112, c113, c114, c115, c116, c117,
        c118, c119
    case c120, c121, c122, c123, c124, c125, c126, c127, c128, c129, c130, c131, c132, c133, c134, c135, c136, c137,
        c138, c139
    case c140, c141, c142, c143, c144, c145, c146, c147, c148, c149, c150, c151, c152, c153, c154, c155, c156, c157,
        c158, c159
    case c160, c161, c162, c163, c164, c165, c166, c167, c168, c169, c170, c171, c172, c173, c174, c175, c176, c177,
        c178, c179
    case c180, c181, c182, c183, c184, c185, c186, c187, c188, c189, c190, c191, c192, c193, c194, c195, c196, c197,
        c198, c199
    case c200, c201, c202, c203, c204, c205, c206, c207, c208, c209, c210, c211, c212, c213, c214, c215, c216, c217,
        c218, c219
    case c220, c221, c222, c223, c224, c225, c226, c227, c228, c229, c230, c231, c232, c233, c234, c235, c236, c237,
        c238, c239
    case c240, c241, c242, c243, c244, c245, c246, c247, c248, c249, c250, c251, c252, c253, c254, c255, c256, c257,
        c258, c259
    case c260, c261, c262, c263, c264, c265, c266, c267, c268, c269, c270, c271, c272, c273, c274, c275, c276, c277,
        c278, c279
    case c280, c281, c282, c283, c284, c285, c286, c287, c288, c289, c290, c291, c292, c293, c294, c295, c296, c297,
        c298, c299
}

extension WideScreens: Swift.RawRepresentable, Swift.Codable {
    private static let _names = ScreenNavigation.ScreenNames<WideScreens>(
        text: """
            wide.c0
            wide.c1
            wide.c2
            wide.c3
            wide.c4
            wide.c5
            wide.c6
            wide.c7
            wide.c8
            wide.c9
            wide.c10
            wide.c11
            wide.c12
            wide.c13
            wide.c14
            wide.c15
            wide.c16
            wide.c17
            wide.c18
            wide.c19
            wide.c20
            wide.c21
            wide.c22
            wide.c23
            wide.c24
            wide.c25
            wide.c26
            wide.c27
            wide.c28
            wide.c29
            wide.c30
            wide.c31
            wide.c32
            wide.c33
            wide.c34
            wide.c35
            wide.c36
            wide.c37
            wide.c38
            wide.c39
            wide.c40
            wide.c41
            wide.c42
            wide.c43
            wide.c44
            wide.c45
            wide.c46
            wide.c47
            wide.c48
            wide.c49
            wide.c50
            wide.c51
            wide.c52
            wide.c53
            wide.c54
            wide.c55
            wide.c56
            wide.c57
            wide.c58
            wide.c59
            wide.c60
            wide.c61
            wide.c62
            wide.c63
            wide.c64
            wide.c65
            wide.c66
            wide.c67
            wide.c68
            wide.c69
            wide.c70
            wide.c71
            wide.c72
            wide.c73
            wide.c74
            wide.c75
            wide.c76
            wide.c77
            wide.c78
            wide.c79
            wide.c80
            wide.c81
            wide.c82
            wide.c83
            wide.c84
            wide.c85
            wide.c86
            wide.c87
            wide.c88
            wide.c89
            wide.c90
            wide.c91
            wide.c92
            wide.c93
            wide.c94
            wide.c95
            wide.c96
            wide.c97
            wide.c98
            wide.c99
            wide.c100
            wide.c101
            wide.c102
            wide.c103
            wide.c104
            wide.c105
            wide.c106
            wide.c107
            wide.c108
            wide.c109
            wide.c110
            wide.c111
            wide.c112
            wide.c113
            wide.c114
            wide.c115
            wide.c116
            wide.c117
            wide.c118
            wide.c119
            wide.c120
            wide.c121
            wide.c122
            wide.c123
            wide.c124
            wide.c125
            wide.c126
            wide.c127
            wide.c128
            wide.c129
            wide.c130
            wide.c131
            wide.c132
            wide.c133
            wide.c134
            wide.c135
            wide.c136
            wide.c137
            wide.c138
            wide.c139
            wide.c140
            wide.c141
            wide.c142
            wide.c143
            wide.c144
            wide.c145
            wide.c146
            wide.c147
            wide.c148
            wide.c149
            wide.c150
            wide.c151
            wide.c152
            wide.c153
            wide.c154
            wide.c155
            wide.c156
            wide.c157
            wide.c158
            wide.c159
            wide.c160
            wide.c161
            wide.c162
            wide.c163
            wide.c164
            wide.c165
            wide.c166
            wide.c167
            wide.c168
            wide.c169
            wide.c170
            wide.c171
            wide.c172
            wide.c173
            wide.c174
            wide.c175
            wide.c176
            wide.c177
            wide.c178
            wide.c179
            wide.c180
            wide.c181
            wide.c182
            wide.c183
            wide.c184
            wide.c185
            wide.c186
            wide.c187
            wide.c188
            wide.c189
            wide.c190
            wide.c191
            wide.c192
            wide.c193
            wide.c194
            wide.c195
            wide.c196
            wide.c197
            wide.c198
            wide.c199
            wide.c200
            wide.c201
            wide.c202
            wide.c203
            wide.c204
            wide.c205
            wide.c206
            wide.c207
            wide.c208
            wide.c209
            wide.c210
            wide.c211
            wide.c212
            wide.c213
            wide.c214
            wide.c215
            wide.c216
            wide.c217
            wide.c218
            wide.c219
            wide.c220
            wide.c221
            wide.c222
            wide.c223
            wide.c224
            wide.c225
            wide.c226
            wide.c227
            wide.c228
            wide.c229
            wide.c230
            wide.c231
            wide.c232
            wide.c233
            wide.c234
            wide.c235
            wide.c236
            wide.c237
            wide.c238
            wide.c239
            wide.c240
            wide.c241
            wide.c242
            wide.c243
            wide.c244
            wide.c245
            wide.c246
            wide.c247
            wide.c248
            wide.c249
            wide.c250
            wide.c251
            wide.c252
            wide.c253
            wide.c254
            wide.c255
            wide.c256
            wide.c257
            wide.c258
            wide.c259
            wide.c260
            wide.c261
            wide.c262
            wide.c263
            wide.c264
            wide.c265
            wide.c266
            wide.c267
            wide.c268
            wide.c269
            wide.c270
            wide.c271
            wide.c272
            wide.c273
            wide.c274
            wide.c275
            wide.c276
            wide.c277
            wide.c278
            wide.c279
            wide.c280
            wide.c281
            wide.c282
            wide.c283
            wide.c284
            wide.c285
            wide.c286
            wide.c287
            wide.c288
            wide.c289
            wide.c290
            wide.c291
            wide.c292
            wide.c293
            wide.c294
            wide.c295
            wide.c296
            wide.c297
            wide.c298
            wide.c299
            """)

    init?(rawValue: Swift.String) {
        guard let screen = Self._names.screen(named: rawValue) else { return nil }
        self = screen
    }

    var rawValue: Swift.String { Self._names.name(of: self) }

    static func == (lhs: WideScreens, rhs: WideScreens) -> Swift.Bool {
        ScreenNavigation.ScreenNames<WideScreens>.index(of: lhs)
            == ScreenNavigation.ScreenNames<WideScreens>.index(of: rhs)
    }

    func hash(into hasher: inout Swift.Hasher) {
        hasher.combine(ScreenNavigation.ScreenNames<WideScreens>.index(of: self))
    }
}
