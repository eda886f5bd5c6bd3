import type { ReactNode } from 'react';

/** A page card's heading, as the list kit draws it: title and subtitle, actions on the right. */
export function CardHeading(props: { title: string; subtitle: string; actions?: ReactNode }) {
  return (
    <div className="page-toolbar">
      <div>
        <h1 className="page-title">{props.title}</h1>
        <p className="page-subtitle">{props.subtitle}</p>
      </div>
      {props.actions}
    </div>
  );
}
