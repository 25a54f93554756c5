/**
 * `@mui/material/Autocomplete` as the Data Grid's filter inputs import it (see
 * plugins/overlays-on-demand): the grid mounts one only when a reader picks an "is any of" filter,
 * so its code loads then. It shows nothing for the moment that takes.
 */
import type RealAutocomplete from '@mui/material/Autocomplete/Autocomplete';
import type { AutocompleteProps } from '@mui/material/Autocomplete/Autocomplete';
import type {
  CreateFilterOptionsConfig,
  FilterOptionsState,
  createFilterOptions as realCreateFilterOptions,
} from '@mui/material/useAutocomplete';
import { openedOnDemand } from './openedOnDemand';

export { default as autocompleteClasses } from '@mui/material/Autocomplete/autocompleteClasses';
export * from '@mui/material/Autocomplete/autocompleteClasses';

type AnyAutocompleteProps = AutocompleteProps<unknown, boolean, boolean, boolean>;
type CreateFilterOptions = typeof realCreateFilterOptions;

let loadedCreateFilterOptions: CreateFilterOptions | undefined;

/**
 * MUI's `createFilterOptions`, without its module on the first load: the grid makes its filter at
 * module level, but only an Autocomplete calls it, and an Autocomplete renders only once its module,
 * which carries the real function, has loaded.
 */
export function createFilterOptions<Value>(
  config?: CreateFilterOptionsConfig<Value>,
): (options: Value[], state: FilterOptionsState<Value>) => Value[] {
  let filter: ((options: Value[], state: FilterOptionsState<Value>) => Value[]) | undefined;
  return (options, state) => {
    if (!loadedCreateFilterOptions) throw new Error('createFilterOptions called before Autocomplete loaded');
    filter ??= loadedCreateFilterOptions(config);
    return filter(options, state);
  };
}

const Autocomplete = openedOnDemand<AnyAutocompleteProps>(
  () =>
    import('@mui/material/Autocomplete/Autocomplete').then((loaded) => {
      loadedCreateFilterOptions = loaded.createFilterOptions;
      return loaded as unknown as { default: React.ComponentType<AnyAutocompleteProps> };
    }),
  () => true,
);

export default Autocomplete as unknown as typeof RealAutocomplete;
