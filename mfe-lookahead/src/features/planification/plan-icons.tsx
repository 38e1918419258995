import { createElement, type CSSProperties, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import CopyOutlined from '@ant-design/icons-svg/lib/asn/CopyOutlined';
import DeleteOutlined from '@ant-design/icons-svg/lib/asn/DeleteOutlined';
import DownOutlined from '@ant-design/icons-svg/lib/asn/DownOutlined';
import EditOutlined from '@ant-design/icons-svg/lib/asn/EditOutlined';
import FieldTimeOutlined from '@ant-design/icons-svg/lib/asn/FieldTimeOutlined';
import PlusOutlined from '@ant-design/icons-svg/lib/asn/PlusOutlined';

function svgOf(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map((child, i) => svgOf(child, i)));
}

/**
 * One of antd's outlined icons as a plain element made once, in antd's markup (`span.anticon > svg`). The plan's rows
 * show several icons each, and antd's icon component reads its context and rebuilds its SVG on every render.
 */
function plainIcon(definition: IconDefinition, style?: CSSProperties): ReactElement {
  const root = typeof definition.icon === 'function' ? definition.icon('currentColor', 'currentColor') : definition.icon;
  return (
    <span role="img" aria-hidden="true" className={`anticon anticon-${definition.name}`} style={style}>
      <svg viewBox={root.attrs.viewBox} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
        {root.children?.map((child, i) => svgOf(child, i))}
      </svg>
    </span>
  );
}

export const PLAN_ICONS = {
  add: plainIcon(PlusOutlined),
  changeRequest: plainIcon(FieldTimeOutlined),
  copy: plainIcon(CopyOutlined),
  delete: plainIcon(DeleteOutlined),
  edit: plainIcon(EditOutlined),
  open: plainIcon(DownOutlined, { fontSize: 10, color: 'rgba(0,0,0,0.25)' }),
} as const;
