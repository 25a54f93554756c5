import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractIcons, groupIconModules, iconElementsOf, listIconModules, resolveUses } from './extract';

/** CommonJS as Babel writes the package's modules (a single element, an array with keys, a fragment). */
const single = `"use strict";
var _interopRequireDefault = require("@babel/runtime/helpers/interopRequireDefault");
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = void 0;
var _createSvgIcon = _interopRequireDefault(require("./utils/createSvgIcon"));
var _jsxRuntime = require("react/jsx-runtime");
var _default = exports.default = (0, _createSvgIcon.default)((0, _jsxRuntime.jsx)("path", { d: "M1 1h2z" }), 'Dot');`;
const array = `"use strict";
var _interopRequireDefault = require("@babel/runtime/helpers/interopRequireDefault");
exports.default = void 0;
var _createSvgIcon = _interopRequireDefault(require("./utils/createSvgIcon"));
var _jsxRuntime = require("react/jsx-runtime");
var _default = exports.default = (0, _createSvgIcon.default)([(0, _jsxRuntime.jsx)("path", { d: "M0 0h1z", opacity: ".3" }, "0"), (0, _jsxRuntime.jsx)("circle", { cx: "12", cy: "12", r: 2 }, "1")], 'DotTwoTone');`;
const fragment = `"use strict";
var _interopRequireDefault = require("@babel/runtime/helpers/interopRequireDefault");
exports.default = void 0;
var React = _interopRequireWildcard(require("react"));
function _interopRequireWildcard(e) { return e && e.__esModule ? e : { default: e }; }
var _createSvgIcon = _interopRequireDefault(require("./utils/createSvgIcon"));
var _jsxRuntime = require("react/jsx-runtime");
var _default = exports.default = (0, _createSvgIcon.default)((0, _jsxRuntime.jsxs)(React.Fragment, { children: [(0, _jsxRuntime.jsx)("path", { d: "M2 2z" }), (0, _jsxRuntime.jsxs)("g", { fillRule: "evenodd", children: [(0, _jsxRuntime.jsx)("path", { d: "M3 3z" })] })] }), 'Battery');`;

describe('iconElementsOf', () => {
  it('reads a single element, an array and a fragment with nested groups', () => {
    expect(iconElementsOf(single, 'Dot.js')).toEqual({ name: 'Dot', nodes: [['path', { d: 'M1 1h2z' }]] });
    expect(iconElementsOf(array, 'DotTwoTone.js').nodes).toEqual([
      ['path', { d: 'M0 0h1z', opacity: '.3' }],
      ['circle', { cx: '12', cy: '12', r: '2' }],
    ]);
    expect(iconElementsOf(fragment, 'Battery.js').nodes).toEqual([
      ['path', { d: 'M2 2z' }],
      ['g', { fillRule: 'evenodd' }, [['path', { d: 'M3 3z' }]]],
    ]);
  });

  it('fails naming the file on a module it does not understand', () => {
    expect(() => iconElementsOf('require("lodash")', 'Odd.js')).toThrow('Odd.js requires lodash');
    expect(() => iconElementsOf('exports.default = 1;', 'Empty.js')).toThrow('Empty.js did not call createSvgIcon');
  });
});

describe('resolveUses', () => {
  it('replaces a <use> with the element it points to and drops <defs> and ids', () => {
    const nodes = resolveUses(
      [
        [
          'g',
          { opacity: '.3' },
          [
            ['defs', {}, [['path', { id: 'a', d: 'M4 8z' }]]],
            ['use', { xlinkHref: '#a', overflow: 'visible' }],
          ],
        ],
      ],
      'X.js',
    );
    expect(nodes).toEqual([['g', { opacity: '.3' }, [['path', { d: 'M4 8z' }]]]]);
    expect(() => resolveUses([['use', { xlinkHref: '#missing' }]], 'Y.js')).toThrow('Y.js');
  });
});

describe('groupIconModules', () => {
  it('groups themes under base names, a name with variants of its own being a base too', () => {
    const index = groupIconModules([
      'Delete',
      'DeleteOutlined',
      'DeleteSharp',
      'GitHub',
      'InsertChart',
      'InsertChartOutlined',
      'InsertChartOutlinedOutlined',
    ]);
    expect(index.names).toEqual(['Delete', 'GitHub', 'InsertChart', 'InsertChartOutlined']);
    expect(index.themes).toEqual([0b10011, 0b00001, 0b00011, 0b00011]);
  });
});

describe('extractIcons on the installed package', () => {
  const packageDir = path.dirname(require.resolve('@mui/icons-material/package.json'));

  it('lists every icon module and reads AlarmAdd in every theme', () => {
    const modules = listIconModules(packageDir);
    expect(modules.length).toBeGreaterThan(10_000);
    expect(modules).not.toContain('index');
    const index = groupIconModules(modules);
    const alarmAdd = index.names.indexOf('AlarmAdd');
    expect(index.themes[alarmAdd]).toBe(0b11111);
    const source = fs.readFileSync(path.join(packageDir, 'AlarmAddOutlined.js'), 'utf8');
    expect(iconElementsOf(source, 'AlarmAddOutlined.js').nodes[0]?.[0]).toBe('path');
  });

  it('reads a folder of modules with its version, and fails on a module named otherwise', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'));
    try {
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '5.18.0' }));
      fs.writeFileSync(path.join(dir, 'Dot.js'), single);
      fs.writeFileSync(path.join(dir, 'DotTwoTone.js'), array);
      fs.writeFileSync(path.join(dir, 'index.js'), '');
      const extracted = extractIcons(dir);
      expect(extracted.version).toBe('5.18.0');
      expect(extracted.index).toEqual({ names: ['Dot'], themes: [0b01001] });
      expect([...extracted.icons.keys()]).toEqual(['Dot', 'DotTwoTone']);
      fs.writeFileSync(path.join(dir, 'Other.js'), single);
      expect(() => extractIcons(dir)).toThrow('Other.js names its icon Dot');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
