#!/usr/bin/env python3
"""Makes random subgrid documents and measures them in headless Chromium.

Writes one fixture per case (the format of Tests/Fixtures/SCHEMA.md, laid out under
its style sheet and root rules) with Chromium's frames as `expected`. The cases in
Tests/MeasuredCases/subgrid were made with seeds 1000, 2000, 3000 and 4000, 250 each:

    Scripts/measure-subgrid-cases.py 1000 250 Tests/MeasuredCases/subgrid

With `--ratio` after the folder, a third of the leaves get an `aspect-ratio` (half of
those without content), and the cases are named `ratio-<seed>`. The cases in
Tests/MeasuredCases/ratio-in-subgrid were made with seeds 7000 and 8000, 250 each:

    Scripts/measure-subgrid-cases.py 7000 250 Tests/MeasuredCases/ratio-in-subgrid --ratio

Needs `chromium` on the PATH (Debian: apt-get install chromium); the tests do not.
"""
import html
import json
import os
import random
import re
import subprocess
import sys

# Whether leaves may have an aspect ratio (`--ratio`, see above).
RATIO = '--ratio' in sys.argv[4:]

TRACKS = ['auto', 'min-content', 'max-content', '40px', '1fr', '2fr', 'minmax(0, 1fr)',
          'fit-content(60px)', 'minmax(30px, auto)', '25px']


def words(r):
    return {'words': [r.choice([8, 12, 20, 31, 45, 60, 77, 90]) for _ in range(r.randint(1, 5))],
            'lineHeight': r.choice([10, 12, 16, 20])}


def leaf(r, columns, rows):
    style = {}
    if r.random() < 0.4:
        c, span = r.randint(1, columns), r.randint(1, 2)
        style['grid-column'] = r.choice([f'{c}', f'{c} / span {span}', f'span {span}', f'-{r.randint(1, columns + 1)}'])
    if r.random() < 0.25:
        style['grid-row'] = r.choice([f'{r.randint(1, rows)}', f'span {r.randint(1, 2)}'])
    if r.random() < 0.2:
        style['margin'] = f'{r.choice([0, 3, 6])}px {r.choice([0, 4, 8])}px'
    if r.random() < 0.2:
        style['padding'] = f'{r.choice([2, 5])}px'
    if r.random() < 0.15:
        style['justify-self'] = r.choice(['start', 'end', 'center', 'stretch'])
    if r.random() < 0.15:
        style['align-self'] = r.choice(['start', 'end', 'center', 'stretch'])
    if r.random() < 0.1:
        style['width'] = f'{r.choice([20, 50])}px'
    if RATIO and r.random() < 0.35:
        style['aspect-ratio'] = r.choice(['2', '4 / 3', '0.5', '1'])
        if r.random() < 0.5:
            return {'style': style}
    return {'style': style, 'content': words(r)}


def subgrid(r, parent_columns, parent_rows, depth):
    axes = r.choice(['columns', 'rows', 'both', 'columns', 'rows'])
    style = {'display': 'grid'}
    n = r.randint(1, min(4, parent_columns))
    m = r.randint(1, min(3, parent_rows))
    if axes in ('columns', 'both'):
        style['grid-column'] = f'{r.randint(1, parent_columns - n + 1)} / span {n}'
        style['grid-template-columns'] = 'subgrid' + (' [a] [b]' if r.random() < 0.2 else '')
        columns = n
    else:
        if r.random() < 0.5:
            style['grid-column'] = f'{r.randint(1, parent_columns)} / span {r.randint(1, 2)}'
        if r.random() < 0.5:
            style['grid-template-columns'] = ' '.join(r.choice(TRACKS) for _ in range(r.randint(1, 3)))
        columns = 2
    if axes in ('rows', 'both'):
        style['grid-row'] = r.choice([f'span {m}', f'{r.randint(1, 3)} / span {m}'])
        style['grid-template-rows'] = 'subgrid'
        rows = m
    else:
        rows = 2
    if r.random() < 0.6:
        style['padding'] = f'{r.choice([0, 2, 5, 8])}px {r.choice([0, 3, 10])}px {r.choice([0, 4])}px {r.choice([0, 6, 12])}px'
    if r.random() < 0.3:
        style['border-width'] = f'{r.choice([1, 3])}px {r.choice([0, 2])}px'
    if r.random() < 0.3:
        style['margin'] = f'{r.choice([0, 4, 7])}px {r.choice([0, 5])}px'
    if r.random() < 0.4:
        style['column-gap'] = r.choice(['0', '4px', '12px'])
    if r.random() < 0.4:
        style['row-gap'] = r.choice(['0', '4px', '9px'])
    if r.random() < 0.1:
        style['direction'] = 'rtl'
    children = []
    for _ in range(r.randint(0, 4)):
        if depth < 1 and r.random() < 0.15:
            children.append(subgrid(r, columns, rows, depth + 1))
        else:
            children.append(leaf(r, columns, rows))
    return {'style': style, 'children': children}


def case(seed):
    r = random.Random(seed)
    count = r.randint(2, 6)
    style = {'display': 'grid', 'grid-template-columns': ' '.join(r.choice(TRACKS) for _ in range(count))}
    if r.random() < 0.5:
        style['grid-template-rows'] = ' '.join(
            r.choice(['auto', '30px', 'min-content', '1fr', 'max-content']) for _ in range(r.randint(1, 3)))
    if r.random() < 0.6:
        style['gap'] = r.choice(['0px', '4px', '10px 6px', '20px'])
    if r.random() < 0.3:
        style['padding'] = f'{r.choice([0, 5, 11])}px'
    if r.random() < 0.3:
        style['width'] = f'{r.choice([240, 400, 600])}px'
    if r.random() < 0.1:
        style['direction'] = 'rtl'
    children = [subgrid(r, count, 3, 0) if r.random() < 0.45 else leaf(r, count, 3) for _ in range(r.randint(1, 5))]
    if not any('subgrid' in json.dumps(child['style']) for child in children):
        children.insert(r.randint(0, len(children)), subgrid(r, count, 3, 0))
    available = {'width': r.choice([250, 400, 768, 'max-content']), 'height': r.choice([300, 600])}
    return {'name': f'measured/{"ratio" if RATIO else "subgrid"}-{seed:05d}', 'available': available, 'root': {'style': style, 'children': children}}


def css(style):
    # The fixtures' style sheet (Tests/Fixtures/SCHEMA.md, "Defaults").
    sheet = {'box-sizing': 'border-box', 'position': 'relative', 'direction': 'ltr', 'margin': '0', 'border': '0 solid'}
    sheet.update(style)
    return ';'.join(f'{key}:{value}' for key, value in sheet.items())


def markup(node):
    if 'content' in node:
        content = node['content']
        words = '<wbr>'.join(f'<span style="display:inline-block;vertical-align:top;width:{w}px;'
                             f'height:{content["lineHeight"]}px"></span>' for w in content['words'])
        return f'<div style="{css(node["style"])}">{words}</div>'
    return f'<div style="{css(node["style"])}">{"".join(markup(child) for child in node.get("children", []))}</div>'


def measure(cases, folder):
    page = ['<!DOCTYPE html><html><head><style>body{margin:0} div{font-size:0;line-height:0}</style></head><body>']
    for index, document in enumerate(cases):
        width = document['available']['width']
        block = '100000px' if width == 'max-content' else f'{width}px'
        root = dict(document['root'])
        root['style'] = dict(root['style'], position='absolute', left='0', top='0')
        page.append(f'<div id="c{index}" style="position:relative;width:{block};height:{document["available"]["height"]}px">'
                    f'{markup(root)}</div>')
    page.append('''<pre id="out"></pre><script>
function walk(e, p) {
  const r = e.getBoundingClientRect(), q = p ? p.getBoundingClientRect() : r;
  return {r: [r.x - q.x, r.y - q.y, r.width, r.height], c: [...e.children].filter(k => k.tagName == 'DIV').map(k => walk(k, e))};
}
const out = {};
for (const block of document.querySelectorAll('body > div')) out[block.id] = walk(block.firstElementChild, null);
document.getElementById('out').textContent = JSON.stringify(out);
</script></body></html>''')
    path = os.path.join(folder, 'page.html')
    with open(path, 'w') as file:
        file.write('\n'.join(page))
    result = subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--dump-dom', 'file://' + os.path.abspath(path)],
                            capture_output=True, text=True, timeout=300)
    os.remove(path)
    return json.loads(html.unescape(re.search(r'<pre id="out">(.*?)</pre>', result.stdout, re.S).group(1)))


def main():
    seed, count, folder = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    os.makedirs(folder, exist_ok=True)
    cases = [case(seed + index) for index in range(count)]
    frames = measure(cases, folder)
    for index, document in enumerate(cases):
        def fill(node, frame):
            x, y, width, height = frame['r']
            node['expected'] = {'x': round(x, 4), 'y': round(y, 4), 'width': round(width, 4), 'height': round(height, 4)}
            for child, child_frame in zip(node.get('children', []), frame['c']):
                fill(child, child_frame)
        fill(document['root'], frames[f'c{index}'])
        with open(os.path.join(folder, document['name'].split('/')[1] + '.json'), 'w') as file:
            json.dump(document, file, separators=(',', ':'))


if __name__ == '__main__':
    main()
