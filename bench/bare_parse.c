/* The floor for `screengen build`: only pull libyaml events from every file
 * named on the command line, count them, print the count. No tree, no
 * validation, no output. Exit 1 on an unreadable file or a YAML error. */
#include <stdio.h>
#include <yaml.h>

int main(int argc, char **argv) {
    unsigned long events = 0;
    for (int i = 1; i < argc; i++) {
        FILE *fh = fopen(argv[i], "rb");
        if (!fh) { perror(argv[i]); return 1; }
        yaml_parser_t parser;
        yaml_event_t event;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_file(&parser, fh);
        for (;;) {
            if (!yaml_parser_parse(&parser, &event)) {
                fprintf(stderr, "%s:%lu:%lu: %s\n", argv[i],
                        (unsigned long)parser.problem_mark.line + 1,
                        (unsigned long)parser.problem_mark.column + 1,
                        parser.problem ? parser.problem : "YAML error");
                return 1;
            }
            events++;
            int done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            if (done) break;
        }
        yaml_parser_delete(&parser);
        fclose(fh);
    }
    printf("%lu\n", events);
    return 0;
}
