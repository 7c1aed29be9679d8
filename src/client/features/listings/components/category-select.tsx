import type { ComponentProps } from 'react';
import { categoryGroups } from '../../../../domain/categories';
import { NativeSelect } from '../../../components/ui/input';

/** The 30 categories grouped by the 7 groups (native select: works everywhere, keyboard and screen readers). */
export function CategorySelect(props: ComponentProps<'select'>) {
  return (
    <NativeSelect {...props}>
      <option value="" disabled>
        Choose a category
      </option>
      {categoryGroups.map((entry) => (
        <optgroup key={entry.group} label={entry.group}>
          {entry.categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
