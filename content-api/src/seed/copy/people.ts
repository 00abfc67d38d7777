// Names and places for talent profiles, drawn from the regions of the four offices.
export const FIRST_NAMES = [
  'Aarav', 'Ananya', 'Rohan', 'Priya', 'Sneha', 'Vikram', 'Ishita', 'Arjun', 'Meera', 'Kunal',
  'Santiago', 'Valentina', 'Mateo', 'Camila', 'Juliana', 'Andrés', 'Daniela', 'Sebastián', 'Mariana', 'Felipe',
  'Liam', 'Olivia', 'Noah', 'Emma', 'Ethan', 'Chloe', 'Lucas', 'Amelia', 'Owen', 'Zoe',
  'Jamal', 'Aisha', 'David', 'Grace', 'Marcus', 'Nina', 'Kevin', 'Hannah', 'Tyler', 'Sofia',
] as const;

export const LAST_NAMES = [
  'Sharma', 'Banerjee', 'Chatterjee', 'Iyer', 'Gupta', 'Mukherjee', 'Das', 'Nair', 'Patel', 'Sen',
  'Restrepo', 'Gómez', 'Ospina', 'Vélez', 'Rodríguez', 'Cárdenas', 'Mejía', 'Zapata', 'Castaño', 'Londoño',
  'Tremblay', 'Gagnon', 'Roy', 'MacDonald', 'Wilson', 'Campbell', 'Bouchard', 'Martin', 'Chen', 'Singh',
  'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Lopez', 'Kim', 'Nguyen', 'Okafor',
] as const;

/** City, state, country, as the profile cards show them. */
export const TALENT_LOCATIONS = [
  'Kolkata, West Bengal, India',
  'Pune, Maharashtra, India',
  'Bengaluru, Karnataka, India',
  'Medellín, Antioquia, Colombia',
  'Bogotá, Cundinamarca, Colombia',
  'Cali, Valle del Cauca, Colombia',
  'Toronto, Ontario, Canada',
  'Montreal, Quebec, Canada',
  'New York, NY, USA',
  'Austin, TX, USA',
] as const;
