import { Link } from "react-router";
import { homeCopy } from "#copy/home";
import { paths } from "../../../shared/paths";

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className="container-page py-14 text-center sm:py-20">
        <h1 className="mx-auto max-w-3xl text-3xl font-extrabold leading-tight text-stone-900 sm:text-5xl">{homeCopy.home.hero}</h1>
        <p className="mx-auto mt-4 max-w-xl text-stone-700 sm:text-lg">{homeCopy.home.heroLead}</p>
        <Link to={paths.catalogue} className="btn-primary mt-8 px-8 py-3 text-base">
          {homeCopy.home.discover}
        </Link>
      </div>
    </section>
  );
}
