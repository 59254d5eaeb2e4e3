// City, then district, for the project form: the district must lie in the chosen city.
import { type FieldMetadata, type FormMetadata, getSelectProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { FieldFrame, inputClass } from "~/components/forms/form-field";

interface Option {
  id: number;
  nom: string;
}

/**
 * City, then district. Every district is listed, grouped by city, so that the choice works without
 * JavaScript (the server checks that the district lies in the city). With JavaScript only the chosen
 * city's districts can be picked, and changing the city clears a district of another city.
 */
export function PlaceFields({
  form,
  city,
  district,
  cities,
  districts,
}: {
  form: FormMetadata<any>;
  city: FieldMetadata<any>;
  district: FieldMetadata<any>;
  cities: Option[];
  districts: (Option & { cityId: number })[];
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const chosenCity = typeof city.value === "string" ? city.value : "";
  const cityProps = getSelectProps(city);
  const districtProps = getSelectProps(district, { ariaDescribedBy: `${district.id}-aide` });
  const onCityChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const chosenDistrict = districts.find((d) => String(d.id) === district.value);
    if (chosenDistrict && String(chosenDistrict.cityId) !== event.currentTarget.value) form.update({ name: district.name, value: "" });
  };
  const noDistrict = hydrated && chosenCity !== "" && !districts.some((d) => String(d.cityId) === chosenCity);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FieldFrame field={city} label="Ville" required>
        <select {...cityProps} key={cityProps.key} onChange={onCityChange} required className={inputClass}>
          <option value="">Choisissez une ville</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nom}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame field={district} label="Quartier" hint="Le quartier doit se trouver dans la ville choisie." required>
        <select {...districtProps} key={districtProps.key} required className={inputClass}>
          <option value="">{hydrated && !chosenCity ? "Choisissez d’abord une ville" : "Choisissez un quartier"}</option>
          {cities.map((c) => {
            const inCity = districts.filter((d) => d.cityId === c.id);
            const elsewhere = hydrated && String(c.id) !== chosenCity;
            return (
              inCity.length > 0 && (
                <optgroup key={c.id} label={c.nom} hidden={elsewhere} disabled={elsewhere}>
                  {inCity.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.nom}
                    </option>
                  ))}
                </optgroup>
              )
            );
          })}
        </select>
        {noDistrict && (
          <p className="mt-1 text-sm text-slate-700">
            Cette ville n’a encore aucun quartier :{" "}
            <Link to="/creer-quartier" className="font-semibold text-navy underline">
              ajoutez-en un
            </Link>
            .
          </p>
        )}
      </FieldFrame>
    </div>
  );
}
