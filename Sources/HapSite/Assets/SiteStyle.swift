/// `site.css`: system fonts only, readable at phone and desktop widths, visible focus, and
/// report statuses told apart by their symbols and words as well as by colour.
enum SiteStyle {
  static let css = """
    :root { color-scheme: light; --ink: #111; --muted: #555; --line: #ccc; --accent: #0b57d0; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: #fff; }
    main, header, footer { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
    main { overflow-wrap: anywhere; }
    .scroll { overflow-x: auto; }
    header nav { padding: .75rem 0; border-bottom: 1px solid var(--line); }
    footer { color: var(--muted); font-size: .875rem; border-top: 1px solid var(--line);
      margin-top: 2rem; }
    a { color: var(--accent); }
    a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible,
    summary:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
    .skip { position: absolute; left: -100rem; }
    .skip:focus { left: 1rem; top: .5rem; background: #fff; padding: .25rem .5rem; }
    h1 { font-size: 1.75rem; margin: 1rem 0 .5rem; }
    h2 { font-size: 1.25rem; margin-top: 2rem; }
    h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
    code, pre { font-family: ui-monospace, monospace; font-size: .875rem; }
    pre { background: #f5f5f5; padding: .75rem; overflow-x: auto; border: 1px solid var(--line); }
    svg.plot, svg.lane { width: 100%; height: auto; display: block; }
    svg.lane { max-height: 3rem; }
    figure { margin: 0; }
    figcaption { color: var(--muted); font-size: .875rem; }
    .facts { display: grid; grid-template-columns: max-content 1fr; gap: .125rem 1rem; }
    .facts dt { font-weight: 600; }
    .facts dd { margin: 0; overflow-wrap: anywhere; }
    .tags { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem; }
    .tags li { border: 1px solid var(--ink); border-radius: 1rem; padding: 0 .5rem;
      font-size: .8125rem; }
    .tags li.author { border-style: dashed; }
    .cards { list-style: none; padding: 0; display: grid; gap: 1rem;
      grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
    .card { border: 1px solid var(--line); border-radius: .5rem; padding: .75rem; }
    .card h2 { margin: 0 0 .5rem; font-size: 1.0625rem; }
    .card dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 .75rem;
      font-size: .875rem; margin: .5rem 0; }
    .card dd { margin: 0; }
    .filters { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
    input, select, button { font: inherit; }
    button { padding: .5rem 1rem; border: 2px solid var(--ink); border-radius: .375rem;
      background: #fff; cursor: pointer; }
    .controls button { margin: 0 .5rem .5rem 0; }
    .legend .swatch { display: inline-block; width: .875rem; height: .875rem;
      border: 1px solid #000; vertical-align: middle; margin: 0 .25rem; }
    .swatch.s0 { background: #c6dbef; } .swatch.s1 { background: #6baed6; }
    .swatch.s2 { background: #2171b5; } .swatch.s3 { background: #08306b; }
    .lane-row { border-top: 1px solid var(--line); padding-top: .25rem; }
    .lane-row p { margin: .25rem 0; font-size: .875rem; }
    table.report { border-collapse: collapse; width: 100%; font-size: .875rem; }
    table.report td:first-child, table.report td:nth-child(2) { overflow-wrap: normal; }
    table.report caption { text-align: left; font-weight: 600; }
    table.report th, table.report td { border: 1px solid var(--line); padding: .25rem .5rem;
      text-align: left; vertical-align: top; }
    tr.kept td:nth-child(2) { color: #1a7f37; }
    tr.dropped td:nth-child(2) { color: #b42318; }
    tr.approximated td:nth-child(2) { color: #8a5a00; }
    .diagnostics li.error::marker, .warn { color: #b42318; }
    .prose { border-left: 4px solid var(--line); padding-left: 1rem; }
    figure.qr svg { width: 10rem; height: 10rem; }
    .copy-line { display: flex; gap: .5rem; align-items: flex-start; }
    .copy-line pre { flex: 1; margin: 0; }
    @media (max-width: 30rem) { .facts { grid-template-columns: 1fr; } }

    """
}
