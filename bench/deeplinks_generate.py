#!/usr/bin/env python3
"""Write a screen graph with N deep-link patterns, and a batch of URLs to open, for
bench/deeplinks.sh.

usage: deeplinks_generate.py N OUTDIR [URLS]

OUTDIR/screens/app.yaml           graph settings (scheme `bench`, host `example.com`,
                                  custom type Slug) and the root `home`
OUTDIR/screens/fNNNN.yaml         one feature: 8 screens and up to 96 links
OUTDIR/Views.swift                the views, for platforms with SwiftUI
OUTDIR/urls.txt                   URLS (default 100000) URLs, one a line: typical links
                                  to open, hits and misses mixed (see below)

Links come in sections of 8 shapes, each under `/fNNNN/sKK` (a literal prefix shared by the
feature's links, then one shared by the section's):

  /fNNNN/sKK                                   -> [list]
  /fNNNN/sKK/{id}               (Int)          -> [list, item]
  /fNNNN/sKK/{key}              (UUID)         -> [list, detail]   same path as {id}
  /fNNNN/sKK/{id}/reviews?highlight={review}   -> [list, item, reviews]  (UUID?, query)
  /fNNNN/sKK/by-name/{name}     (String)       -> [list, user]
  /fNNNN/sKK/tags/{slug}?page={page}           -> [list, tag]   (custom Slug, Int = 1)
  /fNNNN/sKK/price/{amount}     (Double)       -> [list, price]
  /fNNNN/sKK/flag/{on}          (Bool)         -> [list, flag]

A feature holds 12 sections (96 links); the last one is cut so the graph has exactly N.

The URL batch (deterministic, seeded): 70% hits on a random link with random values
(a third of the query links carry their query item), 12% a wrong value (an Int
placeholder given a word: `.invalidValue`), 10% a path no link has (an unknown section
or feature: `.noMatch`), 4% an unknown scheme, 4% a bad escape. Hosts vary in case.
"""
import os
import random
import sys
import uuid

SECTIONS_PER_FEATURE = 12
SHAPES = 8
WORDS = ["red", "blue", "green", "swift", "deep-link", "caf%C3%A9", "a%2Fb", "x+y", "hello%20world", "z"]


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    n = int(sys.argv[1])
    out = sys.argv[2]
    url_count = int(sys.argv[3]) if len(sys.argv) == 4 else 100_000
    screens = os.path.join(out, "screens")
    os.makedirs(screens, exist_ok=True)
    for name in os.listdir(screens):
        os.remove(os.path.join(screens, name))

    per_feature = SECTIONS_PER_FEATURE * SHAPES
    features = (n + per_feature - 1) // per_feature
    links = []  # (feature, section, shape)
    for f in range(features):
        for s in range(SECTIONS_PER_FEATURE):
            for shape in range(SHAPES):
                if len(links) < n:
                    links.append((f + 1, s + 1, shape))

    with open(os.path.join(screens, "app.yaml"), "w") as file:
        file.write("graph:\n  route: BenchRoute\n  root: home\n")
        file.write("  deeplinks:\n    schemes: [bench]\n    hosts: [example.com]\n    types: [Slug]\n\n")
        file.write("screens:\n  home:\n    view: HomeView\n    transitions:\n")
        for f in range(1, features + 1):
            file.write(f"      openF{f:04d}: f{f:04d}.list\n")

    for f in range(1, features + 1):
        feature_links = [link for link in links if link[0] == f]
        with open(os.path.join(screens, f"f{f:04d}.yaml"), "w") as file:
            file.write(FEATURE.format(f=f))
            file.write("\ndeeplinks:\n")
            for _, s, shape in feature_links:
                url, stack = link_pattern(f, s, shape)
                file.write(f'  - url: "{url}"\n    stack: [{", ".join(stack)}]\n')

    with open(os.path.join(out, "Views.swift"), "w") as file:
        file.write("#if canImport(SwiftUI)\nimport Foundation\nimport SwiftUI\n\n")
        file.write("struct HomeView: View { var body: some View { Text(\"home\") } }\n")
        for f in range(1, features + 1):
            for view, fields in VIEWS:
                file.write(f"struct F{f:04d}{view}View: View {{ {fields}var body: some View {{ Text(\"{view}\") }} }}\n")
        file.write("#endif\n")

    rng = random.Random(n * 7919 + 17)
    with open(os.path.join(out, "urls.txt"), "w") as file:
        for _ in range(url_count):
            file.write(sample_url(rng, links, features) + "\n")


FEATURE = """feature: f{f:04d}

screens:
  list:
    view: F{f:04d}ListView
    transitions:
      item: item
      detail: detail
      user: user
      tag: tag
      price: price
      flag: {{ to: flag, style: sheet }}
  item:
    view: F{f:04d}ItemView
    params:
      id: Int
    transitions:
      reviews: reviews
  detail:
    view: F{f:04d}DetailView
    params:
      key: UUID
  reviews:
    view: F{f:04d}ReviewsView
    params:
      id: Int
      review: "UUID?"
  user:
    view: F{f:04d}UserView
    params:
      name: String
  tag:
    view: F{f:04d}TagView
    params:
      slug: Slug
      page: {{ type: Int, default: 1 }}
  price:
    view: F{f:04d}PriceView
    params:
      amount: Double
  flag:
    view: F{f:04d}FlagView
    params:
      on: Bool
"""


VIEWS = [
    ("List", ""),
    ("Item", "let id: Int; "),
    ("Detail", "let key: UUID; "),
    ("Reviews", "let id: Int; let review: UUID?; "),
    ("User", "let name: String; "),
    ("Tag", "let slug: Slug; let page: Int; "),
    ("Price", "let amount: Double; "),
    ("Flag", "let on: Bool; "),
]


def link_pattern(f, s, shape):
    base = f"/f{f:04d}/s{s:02d}"
    return [
        (base, ["list"]),
        (base + "/{id}", ["list", "item"]),
        (base + "/{key}", ["list", "detail"]),
        (base + "/{id}/reviews?highlight={review}", ["list", "item", "reviews"]),
        (base + "/by-name/{name}", ["list", "user"]),
        (base + "/tags/{slug}?page={page}", ["list", "tag"]),
        (base + "/price/{amount}", ["list", "price"]),
        (base + "/flag/{on}", ["list", "flag"]),
    ][shape]


def host(rng):
    return rng.choice(["example.com", "example.com", "Example.com", "EXAMPLE.COM"])


def hit(rng, f, s, shape):
    base = f"/f{f:04d}/s{s:02d}"
    uid = str(uuid.UUID(int=rng.getrandbits(128)))
    if shape == 0:
        path = base
    elif shape == 1:
        path = f"{base}/{rng.randint(1, 10**9)}"
    elif shape == 2:
        path = f"{base}/{uid}"
    elif shape == 3:
        path = f"{base}/{rng.randint(1, 10**6)}/reviews" + (f"?highlight={uid}" if rng.random() < 0.33 else "")
    elif shape == 4:
        path = f"{base}/by-name/{rng.choice(WORDS)}"
    elif shape == 5:
        path = f"{base}/tags/{rng.choice(['swift', 'deep-link', 'ios-17', 'a'])}" + (f"?page={rng.randint(1, 50)}" if rng.random() < 0.33 else "")
    elif shape == 6:
        path = f"{base}/price/{rng.randint(0, 99999) / 100}"
    else:
        path = f"{base}/flag/{rng.choice(['true', 'false'])}"
    return path


def sample_url(rng, links, features):
    f, s, shape = rng.choice(links)
    roll = rng.random()
    if roll < 0.70:
        return f"bench://{host(rng)}{hit(rng, f, s, shape)}"
    if roll < 0.82:
        # A wrong value: the Int placeholder of shape 1 given a word (or a missing section:
        # then it is a noMatch instead, which is fine).
        return f"bench://{host(rng)}/f{f:04d}/s{s:02d}/{rng.choice(['abc', 'x1', 'none'])}"
    if roll < 0.92:
        return f"bench://{host(rng)}/f{rng.randint(1, features + 5):04d}/s{rng.randint(13, 20):02d}/{rng.randint(1, 99)}"
    if roll < 0.96:
        return f"https://{host(rng)}{hit(rng, f, s, shape)}"
    return f"bench://{host(rng)}/f{f:04d}/s{s:02d}/by-name/bad%zzescape"


if __name__ == "__main__":
    main()
