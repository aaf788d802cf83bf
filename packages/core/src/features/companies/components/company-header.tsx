import type { Company } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { WideCompanyLogo } from '../../../components/ui/wide-company-logo';
import { SocialIcons } from '../../../components/ui/social-icons';
import { useLang } from '../../../lib/lang';
import { companyDescription, companyName, companyVideo } from '../../../lib/localize';

const Banner = styled.div`
  position: relative;
  aspect-ratio: 4 / 1;
  background: ${(p) => p.theme.colors.secondary};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  img.banner {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
  margin: ${(p) => p.theme.space[4]} 0;
  h1 {
    margin: 0 0 ${(p) => p.theme.space[1]};
    overflow-wrap: anywhere;
  }
  ${(p) => p.theme.media.md} {
    .logo {
      width: calc(96px * var(--logo-ratio, 1));
      height: 96px;
    }
  }
`;
const Video = styled.div`
  aspect-ratio: 16 / 9;
  max-width: 720px;
  margin: ${(p) => p.theme.space[4]} 0;
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/** YouTube and Vimeo page URLs as embeddable ones; other addresses are left as links. */
export function embedUrl(url: string): string | null {
  const yt = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{6,})/.exec(url);
  if (yt) return `https://www.youtube-nocookie.com/embed/${yt[1]}`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

/** The company page's banner with logo, social links, optional video. */
export function CompanyHeader({ company, full = true }: { company: Company; full?: boolean }) {
  const lang = useLang();
  const intl = useIntl();
  const name = companyName(company, lang);
  const video = companyVideo(company, lang);
  const embed = video ? embedUrl(video) : null;
  return (
    <header>
      {company.banner ? (
        <Banner>
          <img
            className="banner"
            src={company.banner.url}
            alt=""
            width={company.banner.width}
            height={company.banner.height}
          />
        </Banner>
      ) : null}
      <Identity>
        {/* 72 px on a phone, 96 px from md up; decorative: the name is the heading beside it. */}
        <WideCompanyLogo
          className="logo"
          name={name}
          logo={company.logo}
          size={72}
          decorative
          eager
        />
        <div>
          <h1 data-testid="company-name">{name}</h1>
          {company.website ? (
            <a href={company.website} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage({ id: 'company.website' })}
            </a>
          ) : null}
          <SocialIcons
            links={{
              facebook: company.social.facebook,
              linkedIn: company.social.linkedin,
              twitter: company.social.twitter,
              instagram: company.social.instagram,
            }}
          />
        </div>
      </Identity>
      {full ? <p style={{ whiteSpace: 'pre-line' }}>{companyDescription(company, lang)}</p> : null}
      {full && video ? (
        embed ? (
          <Video>
            <iframe
              src={embed}
              title={intl.formatMessage({ id: 'company.video' }, { name })}
              loading="lazy"
              allowFullScreen
            />
          </Video>
        ) : (
          <p>
            <a href={video} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage({ id: 'company.video' }, { name })}
            </a>
          </p>
        )
      ) : null}
    </header>
  );
}
