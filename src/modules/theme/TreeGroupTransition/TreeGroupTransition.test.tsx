/** @jest-environment jsdom */
import { createRef } from 'react';
import { render } from '@testing-library/react';
import TreeGroupTransition from './index';

describe('<TreeGroupTransition>', () => {
  it('renders the items directly inside a ul with role group while expanded', () => {
    const ref = createRef<HTMLUListElement>();
    const { container } = render(
      <TreeGroupTransition
        in
        ref={ref}
        role="group"
        className="MuiTreeItem-groupTransition"
        style={{ paddingLeft: 12 }}
      >
        <li>one</li>
      </TreeGroupTransition>,
    );
    const list = container.querySelector('ul');
    expect(list).toHaveAttribute('role', 'group');
    expect(list).toHaveClass('MuiTreeItem-groupTransition');
    expect(list).toHaveStyle({ paddingLeft: '12px' });
    expect(list?.children[0]?.tagName).toBe('LI');
    expect(ref.current).toBe(list);
  });

  it('renders nothing while collapsed', () => {
    const { container } = render(
      <TreeGroupTransition in={false} role="group">
        <li>one</li>
      </TreeGroupTransition>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
