"""Tests of refcount_callers.py's reading of `perf script` output (no perf needed)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import refcount_callers as rc  # noqa: E402

SCRIPT = """\
 4242 
\tffff swift_retain
\tffff $s13ScreenGenCore16RouteEnumEmitterVwcp
\tffff $s13ScreenGenCore16RouteEnumEmitterVWOc
\tffff $s13ScreenGenCore14TypeExpressionO19containsLeadingName5where (inlined)
\tffff $s13ScreenGenCore16RouteEnumEmitterV9writeCase

 4242 
\tffff swift_release
\tffff $s13ScreenGenCore10SourceTextV2peoiyyACz_SStFZ

 4243 
\tffff yaml_parser_parse
\tffff $s13ScreenGenYAML10YAMLLoaderO4load

 4243 
\tffff swift_bridgeObjectRelease
\tffff swift_arrayDestroy
\tffff $s13ScreenGenCore0A5GraphV0A0V6FieldsVWOh
\tffff $s13ScreenGenCore13GraphResolverV20registerDeclarations
"""


class ReadingTests(unittest.TestCase):
    def test_samples_are_read_innermost_first(self):
        read = rc.samples(SCRIPT)
        self.assertEqual(len(read), 4)
        self.assertEqual(read[2], ["yaml_parser_parse", "$s13ScreenGenYAML10YAMLLoaderO4load"])

    def test_a_value_witness_names_its_type(self):
        self.assertEqual(rc.witness_type("$s13ScreenGenCore16RouteEnumEmitterVwcp"), "copy of RouteEnumEmitter")
        self.assertEqual(rc.witness_type("$s13ScreenGenCore0A5GraphV0A0V6FieldsVWOh"), "destruction of Fields")
        self.assertIsNone(rc.witness_type("$s13ScreenGenCore16RouteEnumEmitterV9writeCase"))
        self.assertIsNone(rc.witness_type("swift_retain"))

    def test_a_sample_is_charged_to_the_first_caller_past_the_runtime_and_witnesses(self):
        read = rc.samples(SCRIPT)
        self.assertEqual(
            rc.caller(read[0]),
            "copy of RouteEnumEmitter in $s13ScreenGenCore14TypeExpressionO19containsLeadingName5where")
        self.assertEqual(rc.caller(read[1]), "$s13ScreenGenCore10SourceTextV2peoiyyACz_SStFZ")
        self.assertEqual(
            rc.caller(read[3]), "destruction of Fields in $s13ScreenGenCore13GraphResolverV20registerDeclarations")

    def test_the_table_counts_only_reference_counting_samples_against_all(self):
        lines = rc.table(rc.samples(SCRIPT), top=10)
        self.assertEqual(lines[0], "3 of 4 samples (75.0 %) are reference counting; by caller:")
        self.assertEqual(len(lines), 4)
        self.assertTrue(all(line.strip().startswith("25.00 %") for line in lines[1:]))

    def test_no_command_is_a_usage_error(self):
        with self.assertRaises(SystemExit):
            rc.main([])


if __name__ == "__main__":
    unittest.main()
