import { Checkbox, Fieldset, Flex } from 'gestalt';
import { AGE_BUCKETS, TARGETING_GENDERS } from '@pinboard/contracts/web';

export type Gender = (typeof TARGETING_GENDERS)[number];
export type Age = (typeof AGE_BUCKETS)[number];

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

/** Who an ad is for: genders and ages, none chosen meaning everyone (the builder and quick promote). */
export function AudienceFields({
  idPrefix,
  genders,
  ages,
  onGenders,
  onAges,
}: {
  idPrefix: string;
  genders: readonly string[];
  ages: readonly string[];
  onGenders(genders: string[]): void;
  onAges(ages: string[]): void;
}) {
  return (
    <Flex direction="column" gap={{ column: 3, row: 0 }}>
      <Fieldset legend="Genders (none chosen: everyone; people who have not said are Unknown)">
        <Flex gap={{ row: 4, column: 0 }} wrap>
          {TARGETING_GENDERS.map((gender) => (
            <Checkbox
              key={gender}
              id={`${idPrefix}-gender-${gender}`}
              label={gender[0]!.toUpperCase() + gender.slice(1)}
              checked={genders.includes(gender)}
              onChange={({ checked }) => onGenders(toggled(genders, gender, checked))}
            />
          ))}
        </Flex>
      </Fieldset>
      <Fieldset legend="Ages (none chosen: every age)">
        <Flex gap={{ row: 4, column: 2 }} wrap>
          {AGE_BUCKETS.map((age) => (
            <Checkbox
              key={age}
              id={`${idPrefix}-age-${age}`}
              label={age}
              checked={ages.includes(age)}
              onChange={({ checked }) => onAges(toggled(ages, age, checked))}
            />
          ))}
        </Flex>
      </Fieldset>
    </Flex>
  );
}
