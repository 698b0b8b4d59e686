#!/usr/bin/env python3
"""Tests of Scripts/public_doc_comments.py, and the check itself over the runtime: every public
function, initializer and subscript of Sources/ScreenNavigation documents its parameters, what
it throws and what it returns. Run with `python3 -m unittest discover -s Scripts -p 'test_*.py'`
(CI does)."""

import os
import sys
import textwrap
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import public_doc_comments as pdc  # noqa: E402

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def findings(swift, spi=frozenset()):
    return pdc.findings("F.swift", textwrap.dedent(swift), set(spi))


class RuntimeTests(unittest.TestCase):
    def test_every_public_declaration_of_the_runtime_is_documented(self):
        problems, checked = pdc.check(os.path.join(REPOSITORY, "Sources", "ScreenNavigation"))
        self.assertGreater(checked, 150, "the scan found the runtime's declarations")
        self.assertEqual(problems, [], "\n" + "\n".join(problems))


class CheckTests(unittest.TestCase):
    def test_a_documented_function_passes(self):
        self.assertEqual(findings("""
            extension Stack {
                /// Pushes.
                /// - Parameters:
                ///   - route: where to.
                ///   - style: how.
                /// - Returns: the entry.
                /// - Throws: the refusal.
                @discardableResult
                public func push(_ route: Route, style: Style) throws(Failure) -> Entry { fatalError() }
            }
            """), [])

    def test_each_missing_block_is_named(self):
        self.assertEqual(findings("""
            extension Stack {
                /// Pushes.
                public func push(_ route: Route) throws -> Entry { fatalError() }
            }
            """), ["F.swift:4: push(_:): missing - Parameter(s):, - Throws:, - Returns:"])

    def test_a_declaration_without_a_comment_is_named(self):
        self.assertEqual(findings("""
            struct S {
                public init(id: String) {}
            }
            """), ["F.swift:3: init(id:): missing a doc comment"])

    def test_one_parameter_may_use_the_singular_form(self):
        self.assertEqual(findings("""
            /// Selects.
            /// - Parameter index: which.
            public func select(rootAt index: Int) {}
            """), [])

    def test_void_and_a_closure_parameters_result_need_no_returns(self):
        self.assertEqual(findings("""
            /// Shows.
            /// - Parameters:
            ///   - state: the state.
            ///   - destination: a route's view.
            public init(
                _ state: State,
                @ViewBuilder destination: @escaping (Route) -> Destination
            ) {}
            /// Runs.
            public func run() -> Void {}
            """), [])

    def test_a_multi_line_signature_is_read_whole(self):
        self.assertEqual(findings("""
            /// Waits.
            /// - Parameter move: the move.
            public func performForResult<Result: Sendable>(
                _ move: Move, as type: Result.Type
            ) async throws(Failure) -> Result? {}
            """), ["F.swift:4: performForResult(_:as:): missing - Throws:, - Returns:"])

    def test_a_subscript_returns(self):
        self.assertEqual(findings("""
            /// The entry.
            /// - Parameter index: which.
            public subscript(index: Int) -> Entry { fatalError() }
            """), ["F.swift:4: subscript: missing - Returns:"])

    def test_spi_declarations_and_members_of_spi_types_are_not_checked(self):
        self.assertEqual(findings("""
            @_spi(Generated) public func plumbing(_ x: Int) -> Int { x }
            @_spi(Generated)
            public func more(_ x: Int) -> Int { x }
            extension Table {
                public func lookUp(_ x: Int) -> Int { x }
            }
            """, spi={"Table"}), [])

    def test_standard_witnesses_are_not_checked(self):
        self.assertEqual(findings("""
            public static func == (lhs: Self, rhs: Self) -> Bool { true }
            public func hash(into hasher: inout Hasher) {}
            public init(from decoder: any Decoder) throws {}
            public func encode(to encoder: any Encoder) throws {}
            """), [])


if __name__ == "__main__":
    unittest.main()
